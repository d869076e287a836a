/**
 * The styles of the screens the server renders (app/server-markup.ts, decision 034) beyond the first screen's own: the
 * wizards' first steps. Imported by the entry, they join the first screen's CSS, which the build writes into
 * index.html (decision 027), so the server's markup of a wizard step paints styled at once instead of waiting for its
 * chunk's CSS file and then moving. e2e/specs/platform/server-markup.spec.ts fails when a server-rendered page uses a
 * class whose rules are only in a lazily loaded CSS file. Last in the entry, so these rules keep their place after the
 * first screen's, as when they came with their chunk.
 */
import '../ui/field.css.ts';
import '../ui/visually-hidden.css.ts';
import '../wizard/wizard-step.css.ts';
import '../wizard/running-price.css.ts';
import '../features/product/components/product-flow.css.ts';
import '../features/portugal-property/components/portugal-property.css.ts';
