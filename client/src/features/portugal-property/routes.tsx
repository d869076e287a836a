import { type FlowRoutes, ROUTES } from '#contracts/constants/client-routes.ts';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { PlainMessageKey } from '../../i18n/messages.ts';
import { lazyFramed, lazyScreen } from '../../ui/lazy-screen.ts';
import type { CertificateStep } from './lib/certificate-flow.ts';
import type { ReportStep } from './lib/report-flow.ts';

// The route table only: the flows, their guards and each screen load with the screen (ui/lazy-screen.ts).
const frames = () => import('./components/portugal-route.tsx');
const certificateFrame = async () => (await frames()).CertificateStepRoute;
const reportFrame = async () => (await frames()).ReportStepRoute;
const storeFrame = async () => (await import('../../guards/portuguese-stores-only.tsx')).PortugueseStoresOnly;
const steps = () => import('./components/certificate-steps.tsx');
const reportSteps = () => import('./components/report-steps.tsx');

const certificateStep = (id: CertificateStep, load: () => Promise<ComponentType>) => lazyFramed(certificateFrame, { step: id }, load);
const reportStep = (id: ReportStep, load: () => Promise<ComponentType>) => lazyFramed(reportFrame, { step: id }, load);
type Screen = ReturnType<typeof certificateStep>;

const CERTIFICATE_SCREENS: Record<CertificateStep, Screen> = {
  step1: certificateStep('step1', async () => (await import('./components/certificate-intro-step.tsx')).CertificateIntroStep),
  step2: certificateStep('step2', async () => (await steps()).CertificatePlaceStep),
  step3: certificateStep('step3', async () => (await steps()).CertificateModeStep),
  step4: certificateStep('step4', async () => (await steps()).CertificateTypeStep),
  step5: certificateStep('step5', async () => (await steps()).CertificateIdentificationStep),
  step6: certificateStep('step6', async () => (await steps()).CertificateHorizontalStep),
  step7: certificateStep('step7', async () => (await steps()).CertificateFractionStep),
  step8: certificateStep('step8', async () => (await steps()).CertificateReviewStep),
};

const REPORT_SCREENS: Record<ReportStep, Screen> = {
  step1: reportStep('step1', async () => (await reportSteps()).ReportPlaceStep),
  step2: reportStep('step2', async () => (await reportSteps()).ReportHasNumberStep),
  step21: reportStep('step21', async () => (await reportSteps()).ReportNumberStep),
  step3: reportStep('step3', async () => (await reportSteps()).ReportHorizontalStep),
  step4: reportStep('step4', async () => (await reportSteps()).ReportUrgencyStep),
  confirmation: reportStep('confirmation', async () => (await reportSteps()).ReportConfirmationStep),
};

const CertificateConfirmation = lazyScreen(frames, 'CertificateConfirmation');
const AddCertificateScreen = lazyFramed(
  storeFrame,
  {},
  async () => (await import('./components/add-certificate-screen.tsx')).AddCertificateScreen,
);
const AddReportScreen = lazyFramed(storeFrame, {}, async () => (await import('./components/add-report-screen.tsx')).AddReportScreen);

const stepRoutes = <S extends string>(flow: FlowRoutes<S>, screens: Record<S, Screen>, title: PlainMessageKey): RouteObject[] =>
  flow.steps.map((id) => {
    const Screen: Screen = screens[id];
    return { path: flow.step(id), element: <Screen />, handle: { title, preload: Screen.preload } };
  });

const addTitle = 'common.addToCart' satisfies PlainMessageKey;

/** spec 2 "Wizards": the permanent certificate and the simplified report, Portuguese stores only. */
export const portugalPropertyRoutes: RouteObject[] = [
  ...stepRoutes(ROUTES.certificate, CERTIFICATE_SCREENS, 'title.certificate'),
  {
    path: ROUTES.certificate.confirmation,
    element: <CertificateConfirmation />,
    handle: { title: 'title.certificate' satisfies PlainMessageKey, preload: CertificateConfirmation.preload },
  },
  {
    path: ROUTES.certificate.addToCart,
    element: <AddCertificateScreen />,
    handle: { title: addTitle, preload: AddCertificateScreen.preload },
  },
  ...stepRoutes(ROUTES.report, REPORT_SCREENS, 'title.report'),
  { path: ROUTES.report.addToCart, element: <AddReportScreen />, handle: { title: addTitle, preload: AddReportScreen.preload } },
];
