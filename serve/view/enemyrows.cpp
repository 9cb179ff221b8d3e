#include "serve/view/enemyrows.h"

#include "core/common/vocabularytext.h"
#include "core/turn/enemysight.h"

#include <QLocale>

namespace Adc {

QString EnemyRows::strength(int castings)
{
    const int about = EnemySight::aboutCastings(castings);
    return about == 0 ? tr("a few castings")
                      : tr("about %1 castings").arg(QLocale().toString(about));
}

QString EnemyRows::html(const QList<UnitRecord> &seen)
{
    QString html = QStringLiteral("<section class=\"enemies\"><h2>%1</h2><ul>")
                       .arg(tr("Enemy in sight").toHtmlEscaped());
    if (seen.isEmpty())
        html += QStringLiteral("<li class=\"none\">%1</li>")
                    .arg(tr("No enemy unit in sight").toHtmlEscaped());
    for (const UnitRecord &unit : seen) {
        QStringList facts { VocabularyText::text(unit.arm), VocabularyText::text(unit.formation),
                            strength(unit.castings) };
        const bool routed = EnemySight::showsMorale(unit);
        if (routed)
            facts << VocabularyText::text(unit.morale);
        // The name is the umpire's text: joined, escaped, never through arg().
        html += QStringLiteral("<li class=\"enemy")
            + (routed ? QStringLiteral(" routed") : QString()) + QStringLiteral("\" data-enemy=\"")
            + QString::number(unit.id) + QStringLiteral("\"><span class=\"name\">")
            + unit.name.toHtmlEscaped() + QStringLiteral("</span> <span class=\"facts\">")
            + facts.join(QStringLiteral(" · ")).toHtmlEscaped() + QStringLiteral("</span></li>");
    }
    return html + QStringLiteral("</ul></section>");
}

} // namespace Adc
