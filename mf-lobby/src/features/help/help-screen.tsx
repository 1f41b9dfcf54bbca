import { useTranslation } from 'react-i18next';
import { Link, PRELOADED_FRESH_MS, QueryView, SafeHtml, useNavigate, useQuery, useRouteTitle, useSearchParams, withQuery } from '@wl/kit';
import { paths } from '../../paths.ts';
import { BackIcon } from '../../ui/icons.tsx';
import '../content.i18n.ts';
import styles from '../content.module.css';
import { fetchHelp, HELP_KEY, type HelpTopic } from './help-api.ts';
import { selectedTopic } from './help-shape.ts';

function HelpTopics({ topics, ownHeader }: { topics: HelpTopic[]; ownHeader: boolean }) {
  const { t } = useTranslation('lobby');
  const [params] = useSearchParams();
  const index = selectedTopic(params.get('i'), topics.length);
  const topic = topics[index]!;
  const route = ownHeader ? paths.help : paths.helpDetail;
  return (
    <>
      <nav className={styles.tabs} aria-label={t('content.help_topics')}>
        {topics.map((item, i) => (
          <Link
            key={item.id}
            className={styles.tab}
            to={withQuery(route, { i })}
            replace
            aria-current={i === index ? 'page' : undefined}
            data-frame-part={`tab-${i}`}
          >
            {item.title}
          </Link>
        ))}
      </nav>
      <article className={styles.panel} data-testid="help-topic" data-frame-part="topic">
        <h2 data-frame-part="title">{topic.title}</h2>
        <div className={styles.body} data-frame-part="body">
          <SafeHtml html={topic.content} />
        </div>
      </article>
    </>
  );
}

/**
 * The help centre: a topic menu (query i, default the first) and the topic's sanitized HTML. /m/help has no
 * shell header (spec section 2), so it brings its own title and back button.
 */
export function HelpScreen({ ownHeader }: { ownHeader: boolean }) {
  const { t } = useTranslation('lobby');
  const title = useRouteTitle('help');
  const navigate = useNavigate();
  // fresh for a moment: the answer the address's preload took is not asked for again as the page mounts
  const topics = useQuery(HELP_KEY, fetchHelp, { staleTime: PRELOADED_FRESH_MS });

  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx === 0) navigate(paths.home);
    else navigate(-1);
  };

  return (
    <>
      {ownHeader ? (
        <div className={styles.topbar}>
          <button type="button" className={styles.iconButton} onClick={goBack} aria-label={t('content.back')}>
            <BackIcon />
          </button>
          <h1>{title}</h1>
        </div>
      ) : null}
      <div className={styles.page}>
        <QueryView query={topics}>{(list) => <HelpTopics topics={list} ownHeader={ownHeader} />}</QueryView>
      </div>
    </>
  );
}
