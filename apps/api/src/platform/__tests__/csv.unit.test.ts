import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { sendCsv, type CsvColumn } from '../csv';

interface Row {
  id: number;
  text: string | null | undefined;
  flag: boolean;
  at: Date;
}

const app = Fastify({ logger: false });
let rowsForNextRequest: AsyncIterable<Row> | Iterable<Row> = [];
let columnsForNextRequest: readonly CsvColumn<Row>[] = ['id', 'text'];
app.get('/export', async (_request, reply) =>
  sendCsv(reply, {
    filename: 'rows 2026/11.csv',
    columns: columnsForNextRequest,
    rows: rowsForNextRequest,
  }),
);
beforeAll(() => app.ready());
afterAll(() => app.close());

const row = (id: number, text: Row['text']): Row => ({
  id,
  text,
  flag: id % 2 === 0,
  at: new Date(Date.UTC(2026, 10, 22, 5, 30)),
});

async function download(
  rows: AsyncIterable<Row> | Iterable<Row>,
  columns: readonly CsvColumn<Row>[] = ['id', 'text'],
) {
  rowsForNextRequest = rows;
  columnsForNextRequest = columns;
  return app.inject({ url: '/export' });
}

describe('sendCsv', () => {
  it('sends a download with a header row and CRLF line ends', async () => {
    const response = await download([row(1, 'Asha'), row(2, 'Ravi')], ['id', 'text', 'flag', 'at']);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="rows-2026-11.csv"');
    expect(response.body).toBe(
      'id,text,flag,at\r\n' +
        '1,Asha,false,2026-11-22T05:30:00.000Z\r\n' +
        '2,Ravi,true,2026-11-22T05:30:00.000Z\r\n',
    );
  });

  it('makes formulas text and quotes what needs quoting', async () => {
    const cells = [
      '=1+2',
      '+91 98',
      '-x',
      '@SUM(A1)',
      '\tx',
      '\rx',
      'a,b',
      'say "hi"',
      'two\nlines',
    ];
    const response = await download([
      ...cells.map((text, i) => row(i + 1, text)),
      row(-5, null),
      row(11, undefined),
    ]);
    expect(response.body.split('\r\n').slice(1, -1)).toEqual([
      "1,'=1+2",
      "2,'+91 98",
      "3,'-x",
      "4,'@SUM(A1)",
      "5,'\tx",
      `6,"'\rx"`,
      '7,"a,b"',
      '8,"say ""hi"""',
      '9,"two\nlines"',
      '-5,',
      '11,',
    ]);
  });

  it('names columns by their headers when given', async () => {
    const response = await download(
      [row(1, 'Asha')],
      [
        { key: 'id', header: 'Lead number' },
        { key: 'text', header: 'Name' },
      ],
    );
    expect(response.body).toBe('Lead number,Name\r\n1,Asha\r\n');
  });

  it('sends the header row alone when there are no rows', async () => {
    expect((await download([], ['id', 'text'])).body).toBe('id,text\r\n');
  });

  it('sends every row chunked, without a length known in advance', async () => {
    let read = 0;
    async function* manyRows() {
      for (let id = 1; id <= 2_000; id += 1) {
        read += 1;
        yield row(id, `Lead ${id}`);
      }
    }
    const response = await download(manyRows(), ['id', 'text']);
    expect(read).toBe(2_000);
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers['transfer-encoding']).toBe('chunked');
    const lines = response.body.split('\r\n');
    expect(lines).toHaveLength(2_002);
    expect(lines[2_000]).toBe('2000,Lead 2000');
  });
});

describe('sendCsv over a real connection', () => {
  let url: string;
  beforeAll(async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    await app.listen({ port, host: '127.0.0.1' });
    url = `http://127.0.0.1:${port}/export`;
  });

  it('ends the download with an error, not a short file, when reading rows fails', async () => {
    async function* failing() {
      yield row(1, 'Asha');
      throw new Error('database went away');
    }
    rowsForNextRequest = failing();
    columnsForNextRequest = ['id', 'text'];
    const response = await fetch(url);
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
  });

  it('reads rows only as fast as the client takes them', async () => {
    const total = 200_000;
    let read = 0;
    async function* manyRows() {
      for (let id = 1; id <= total; id += 1) {
        read += 1;
        yield row(id, `A lead with a longer name, number ${id}`);
      }
    }
    rowsForNextRequest = manyRows();
    columnsForNextRequest = ['id', 'text'];
    const reader = (await fetch(url)).body!.getReader();
    expect((await reader.read()).done).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // About 10 MB in all; only what fits in the buffers on the way has been read.
    expect(read).toBeGreaterThan(0);
    expect(read).toBeLessThan(total / 2);
    await reader.cancel();
  });
});
