// The browser the journeys drive: Debian's headless Chromium shell (the `chromium-headless-shell`
// package, installed by scripts/install-chromium.sh), the same engine as /usr/bin/chromium without
// the desktop browser's UI layer. On the same specs it used about a fifth less CPU than the full
// browser in headless mode (docs/decisions/015-spec-boundaries-one-way.md). CHROMIUM_PATH picks
// another build (e.g. /usr/bin/chromium to watch a journey with --headed).
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** Flags every journey's browser gets; specs with a camera add the fake-device ones. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The browser with a fake camera and microphone that films `videoFile` (a .y4m clip). */
export const cameraLaunchOptions = (videoFile: string) => ({
  executablePath: chromiumPath,
  args: [
    ...chromiumArgs,
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${videoFile}`,
    '--autoplay-policy=no-user-gesture-required',
  ],
});
