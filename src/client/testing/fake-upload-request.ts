/**
 * Step 2 of an upload goes through XMLHttpRequest (for progress); this one answers like the
 * storage: `vi.stubGlobal('XMLHttpRequest', FakeUploadRequest)`. A refusal carries the message
 * 'This link has expired.'
 */
export class FakeUploadRequest {
  static sent: { method: string; url: string; contentType?: string; body: unknown }[] = [];
  /** The status of every upload, or per upload address. */
  static answer: number | ((url: string) => number) = 200;
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  timeout = 0;
  private method = '';
  private url = '';
  private contentType: string | undefined;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    if (name === 'Content-Type') this.contentType = value;
  }
  send(body: unknown) {
    FakeUploadRequest.sent.push({
      method: this.method,
      url: this.url,
      contentType: this.contentType,
      body,
    });
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
      const { answer } = FakeUploadRequest;
      this.status = typeof answer === 'number' ? answer : answer(this.url);
      if (this.status !== 200) {
        this.responseText = JSON.stringify({ message: 'This link has expired.' });
      }
      this.onload?.();
    }, 0);
  }
  abort() {
    this.onabort?.();
  }
}
