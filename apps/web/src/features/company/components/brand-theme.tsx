import { useEffect } from 'react';
import { darken, readableOnWhite, tint } from '../../../lib/color';
import { useCompanySettings } from '../api/get-company-settings';

/** Puts the company's brand colour into the CSS variables the styles use. */
export function BrandTheme() {
  const { brandColor } = useCompanySettings();
  useEffect(() => {
    const brand = readableOnWhite(brandColor);
    const style = document.documentElement.style;
    style.setProperty('--color-brand', brand);
    style.setProperty('--color-brand-strong', darken(brand));
    style.setProperty('--color-brand-soft', tint(brand));
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', brand);
  }, [brandColor]);
  return null;
}
