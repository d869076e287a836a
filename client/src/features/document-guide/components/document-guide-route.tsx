import { Navigate, useParams } from 'react-router';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import {
  answersSegment,
  documentsFor,
  findSituation,
  nextQuestion,
  parseAnswersSegment,
  situationsOf,
} from '#contracts/constants/document-guide.ts';
import { guideFamilyOf } from '#contracts/constants/document-guide-families.ts';
import { useNavigateKeepingQuery } from '../../../lib/keep-query.ts';
import { useLanguage, useMessages } from '../../../i18n/use-t.ts';
import { configState } from '../../../stores/config-store.ts';
import { useStoreValue } from '../../../stores/use-store-value.ts';
import { guideText } from '../messages.ts';
import { GuideDocuments } from './guide-documents.tsx';
import { GuideQuestion } from './guide-question.tsx';

const useGuideFamily = () => guideFamilyOf(useStoreValue(configState, (state) => state.config.store_id));

/** servicios/guia: the guide's first question, the buyer's situation among those of the store's family. */
export function SituationQuestionRoute() {
  const text = useMessages(guideText);
  const language = useLanguage();
  const family = useGuideFamily();
  const navigate = useNavigateKeepingQuery();
  if (family === null) return <Navigate to={ROUTES.services} replace />;
  return (
    <GuideQuestion
      name="situation"
      legend={text('situationLegend')}
      hint={text('situationHint')}
      choices={situationsOf(family).map((situation) => ({ id: situation.id, label: situation.label[language] }))}
      missing={text('chooseSituation')}
      back={{ to: ROUTES.services, label: text('back') }}
      onAnswer={(situationId) => void navigate(ROUTES.guide.situation(situationId))}
    />
  );
}

/**
 * servicios/guia/{situation}[/{answers}]: the situation's next follow-up, one at a time, then its documents. An
 * unknown situation, or one the store's guide does not ask, goes back to the first question.
 */
export function SituationRoute() {
  const text = useMessages(guideText);
  const language = useLanguage();
  const family = useGuideFamily();
  const navigate = useNavigateKeepingQuery();
  const params = useParams();
  const situation = findSituation(params['situation'] ?? '');
  if (family === null) return <Navigate to={ROUTES.services} replace />;
  if (!situation?.askedOn.includes(family)) return <Navigate to={ROUTES.guide.start} replace />;

  const answers = parseAnswersSegment(situation, params['answers'] ?? '');
  const segment = answersSegment(situation, answers);
  // Back goes to the last question answered: the situation's page without that answer, or the first question.
  const asked = situation.questions.filter((question) => answers[question.id] !== undefined);
  const withoutLast = Object.fromEntries(asked.slice(0, -1).map((question) => [question.id, answers[question.id] ?? '']));
  const back = asked.length === 0 ? ROUTES.guide.start : ROUTES.guide.situation(situation.id, answersSegment(situation, withoutLast));
  const question = nextQuestion(situation, answers);

  if (question) {
    return (
      <GuideQuestion
        key={question.id}
        name={question.id}
        legend={question.legend[language]}
        hint={question.hint?.[language]}
        choices={question.answers.map((answer) => ({ id: answer.id, label: answer.label[language] }))}
        missing={text('chooseOne')}
        back={{ to: back, label: text('back') }}
        onAnswer={(answer) =>
          void navigate(ROUTES.guide.situation(situation.id, answersSegment(situation, { ...answers, [question.id]: answer })))
        }
      />
    );
  }
  return <GuideDocuments key={segment} situation={situation} family={family} rows={documentsFor(situation, family, answers)} back={back} />;
}
