/** Where a PDF being made will be printed: asked for at the click, handed the file when it is ready. */
export interface PdfPrintTarget {
  /** Shows the PDF for printing: 'tab' in the tab opened at the click, 'saved' as a file when no tab could open. */
  print(file: File): 'tab' | 'saved';
  cancel(): void;
}

/**
 * Prints a PDF the same way on every device: it opens in a new tab, where the browser's or the system's viewer
 * prints it. A PDF printed from a frame of the page (the computer's way before) crashed Chromium's tab, the board
 * with it. The tab is opened at the click, before the PDF is made, because a tab opened later is taken for a
 * pop-up and blocked; it says it is waiting meanwhile. A browser that opens no tab saves the file instead.
 */
export function preparePdfPrint(waiting: { text: string; lang: string }): PdfPrintTarget {
  const tab = window.open('', '_blank');
  try {
    if (tab) {
      tab.document.documentElement.lang = waiting.lang;
      tab.document.title = waiting.text;
      tab.document.body.textContent = waiting.text;
    }
  } catch {
    // A tab the page cannot write to still shows the PDF once it is there.
  }
  return {
    print(file) {
      // The tab keeps showing the PDF as long as it is open, so its address is never revoked.
      const url = URL.createObjectURL(file);
      if (tab && !tab.closed) {
        tab.location.href = url;
        return 'tab';
      }
      const link = document.createElement('a');
      link.href = url;
      link.download = file.name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      return 'saved';
    },
    cancel() {
      tab?.close();
    },
  };
}
