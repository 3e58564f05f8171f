/** Where a PDF being made will be printed: asked for at the click, handed the file when it is ready. */
export interface PdfPrintTarget {
  print(file: Blob): void;
  cancel(): void;
}

let lastFrame: { frame: HTMLIFrameElement; url: string } | null = null;

/**
 * Prints a PDF with the browser's own print dialog. On a computer the PDF loads in a hidden frame whose print()
 * prints the PDF itself, not the page. Phones and tablets do not print a framed PDF (they print the page, or
 * nothing), so there the PDF opens in a new tab, where the system's viewer offers printing; the tab is opened at
 * the click, before the PDF is made, because a tab opened later is taken for a pop-up and blocked.
 */
export function preparePdfPrint(): PdfPrintTarget {
  const touchOnly = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches && !matchMedia('(pointer: fine)').matches;
  const tab = touchOnly ? window.open('', '_blank') : null;
  return {
    print(file) {
      const url = URL.createObjectURL(file);
      if (tab) {
        tab.location.href = url;
        return;
      }
      // The frame of the previous print goes now: removing it while its print dialog is open would cancel it.
      if (lastFrame) {
        lastFrame.frame.remove();
        URL.revokeObjectURL(lastFrame.url);
      }
      const frame = document.createElement('iframe');
      frame.setAttribute('aria-hidden', 'true');
      frame.setAttribute('data-print-hidden', '');
      frame.tabIndex = -1;
      Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0' });
      frame.addEventListener('load', () => {
        try {
          frame.contentWindow?.focus();
          frame.contentWindow?.print();
        } catch {
          window.open(url, '_blank');
        }
      });
      frame.src = url;
      document.body.append(frame);
      lastFrame = { frame, url };
    },
    cancel() {
      tab?.close();
    },
  };
}
