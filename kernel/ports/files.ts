// Saving a downloaded file behind a port: the browser hands it to the user through a temporary
// <a download> and object URL; tests bind a fake that records what would have been saved.

export interface FileSaver {
  save(blob: Blob, fileName: string): void;
}

export class BrowserFileSaver implements FileSaver {
  save(blob: Blob, fileName: string): void {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    link.style.display = 'none';
    document.body.appendChild(link);
    try {
      link.click();
    } finally {
      link.remove();
      // Revoked once the browser has taken the file.
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    }
  }
}
