// A Lighthouse artifact of the measured page's state (path, language, remotes, a marker element),
// gathered in the same page load Lighthouse scores, and the informative audit that keeps it in a
// run limited to some categories (Lighthouse drops artifacts no audit asks for).
import { Audit, Gatherer } from 'lighthouse';
import { readPageState } from './bench-routes.mjs';

export const ARTIFACT_ID = 'ShopPageState';
const AUDIT_ID = 'shop-page-state';
export const CATEGORY_ID = 'shop-page';

class ShopPageState extends Gatherer {
  meta = { supportedModes: ['navigation'] };

  constructor(marker) {
    super();
    this.marker = marker ?? null;
  }

  /** After the load Lighthouse measured (network and main thread quiet). */
  getArtifact(context) {
    return context.driver.executionContext.evaluate(readPageState, { args: [this.marker] });
  }
}

class ShopPageStateAudit extends Audit {
  static get meta() {
    return {
      id: AUDIT_ID,
      title: 'State of the measured page',
      description: 'Path, language and remotes of the page after the measured load.',
      requiredArtifacts: [ARTIFACT_ID],
      scoreDisplayMode: Audit.SCORING_MODES.INFORMATIVE,
    };
  }

  static audit(artifacts) {
    return { score: null, details: { type: 'debugdata', ...artifacts[ARTIFACT_ID] } };
  }
}

/** The additions to Lighthouse's default (mobile) configuration for one measured route. */
export function pageStateConfig(marker) {
  return {
    artifacts: [{ id: ARTIFACT_ID, gatherer: { instance: new ShopPageState(marker) } }],
    audits: [{ implementation: ShopPageStateAudit }],
    categories: {
      [CATEGORY_ID]: {
        title: 'Measured page',
        auditRefs: [{ id: AUDIT_ID, weight: 0 }],
      },
    },
  };
}
