/** Self-hosted variable fonts (no third-party font CDN): Inter for text, Fraunces for headings. */
import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';
