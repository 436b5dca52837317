/** pdf-parse 1.x has no types; the part the tests use. */
declare module "pdf-parse/lib/pdf-parse.js" {
  type TextItem = { str: string; transform: number[]; width: number }
  type PageData = {
    getTextContent(): Promise<{ items: TextItem[] }>
  }
  function pdfParse(
    data: Buffer,
    options?: { pagerender?: (page: PageData) => Promise<string> }
  ): Promise<{ numpages: number; text: string }>
  export = pdfParse
}
