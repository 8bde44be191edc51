import { describe, expect, it } from 'vitest';
import {
  clothingDetailsSchema,
  cosmeticDetailsSchema,
  medicalEquipmentSchema,
  productFieldsSchema,
} from '../schemas/catalog';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('kind details say what is wrong in words', () => {
  it('names the limit, the unit or the choices', () => {
    expect(
      messages(
        cosmeticDetailsSchema.safeParse({
          volumeMl: -5,
          shelfLifeMonths: 900,
          skinTypes: ['shiny'],
          keyIngredients: [''],
        }),
      ),
    ).toEqual([
      'Choose one of: normal, dry, oily, combination, sensitive, all',
      'Must be more than 0',
      'Leave no item empty',
      'At most 600 months',
    ]);
    expect(
      messages(medicalEquipmentSchema.safeParse({ modelNumber: 'BP-1', warrantyMonths: 1.5 })),
    ).toEqual(['Whole months only']);
    expect(messages(clothingDetailsSchema.safeParse({ fabric: 'x'.repeat(101) }))).toEqual([
      'At most 100 characters',
    ]);
  });

  it('reaches a product form field by its path', () => {
    const result = productFieldsSchema.safeParse({
      name: 'Kurta',
      categoryId: '3',
      price: '799',
      clothingDetails: JSON.stringify({ fabric: 'Cotton', gender: 'everyone' }),
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['clothingDetails', 'gender'],
      message: 'Choose one of: men, women, unisex, boys, girls, kids',
    });
  });
});
