#include "serve/view/playerpages.h"
#include "serve/view/pagetext.h"

#include "core/fire/modifiertitle.h"
#include "core/turn/enemysight.h"
#include "db/battle/battle.h"
#include "db/battle/proposaldesk.h"
#include "serve/view/enemyrows.h"
#include "serve/view/proposalrows.h"
#include "serve/view/proposeform.h"
#include "serve/view/rollodds.h"
#include "serve/view/sideview.h"
#include "serve/view/unitrows.h"

#include <QCoreApplication>
#include <QLocale>

namespace Adc {

namespace {

constexpr int kRollsShown = 4;

using PageText::esc;
using PageText::number;

} // namespace

QString PlayerPages::shell(const QString &title, const QString &base, const QString &language,
                           const QString &pageClass, const QString &body, const QString &after)
{
    // One pass of arg(): nothing in the body is read as a placeholder.
    return QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\"><head><meta charset=\"utf-8\">"
                          "<meta name=\"viewport\" content=\"width=device-width, "
                          "initial-scale=1\"><title>%2</title>"
                          "<link rel=\"stylesheet\" href=\"%3players.css\">"
                          "<script src=\"%3players.js\" defer></script>"
                          "<script src=\"%3proposals.js\" defer></script></head>"
                          "<body class=\"%4\"><main id=\"live\">%5</main>%6</body></html>\n")
        .arg(language, esc(title), base, pageClass, body, after);
}

QString PlayerPages::clockHtml(const Battle &battle)
{
    const Clock clock = battle.clock();
    const std::optional<QString> time = Clock::timeOfDay(
        battle.settings().value(QStringLiteral("start-time")).toString(), clock.turn);
    QString html = QStringLiteral("<div class=\"clock\">");
    if (time)
        html += QStringLiteral("<span class=\"time\">%1</span>").arg(esc(*time));
    html += QStringLiteral("<span>%1</span>").arg(esc(tr("Turn %1").arg(number(clock.turn))));
    html += QStringLiteral("<span>%1</span>")
                .arg(esc(tr("Segment %1 of %2")
                             .arg(number(clock.segment), number(battle.segmentsPerTurn()))));
    if (!clock.activeSide.isEmpty())
        html += QStringLiteral("<span>%1</span>")
                    .arg(esc(tr("Initiative: %1").arg(clock.activeSide)));
    return html + QStringLiteral("</div>");
}

QString PlayerPages::rollHtml(const QJsonObject &roll)
{
    const bool own = roll.value(QStringLiteral("own")).toBool();
    QString html
        = QStringLiteral("<li class=\"%1\"><p class=\"when\">%2</p><p class=\"text\">%3</p>")
              .arg(own ? QStringLiteral("own") : QStringLiteral("seen"),
                   esc(tr("Turn %1, segment %2")
                           .arg(number(roll.value(QStringLiteral("turn")).toInt()),
                                number(roll.value(QStringLiteral("segment")).toInt()))),
                   esc(roll.value(QStringLiteral("text")).toString()));
    QStringList modifiers;
    for (const QJsonValue &value : roll.value(QStringLiteral("modifiers")).toArray()) {
        const QJsonObject modifier = value.toObject();
        const int amount = modifier.value(QStringLiteral("value")).toInt();
        modifiers << ModifierTitle::text(modifier.value(QStringLiteral("id")).toString())
                + QLatin1Char(' ') + (amount > 0 ? QStringLiteral("+") : QString())
                + number(amount);
    }
    if (!modifiers.isEmpty())
        html += QStringLiteral("<p class=\"modifiers\">%1</p>")
                    .arg(esc(tr("Modifiers: %1").arg(modifiers.join(QStringLiteral(", ")))));
    const QString odds = RollOdds::sentence(roll.value(QStringLiteral("odds")).toArray());
    if (!odds.isEmpty())
        html += QStringLiteral("<p class=\"odds\">%1</p>").arg(esc(odds));
    return html + QStringLiteral("</li>");
}

QByteArray PlayerPages::sidePage(const Battle &battle, const QString &side, const QString &base,
                                 const QString &language)
{
    const QList<UnitRecord> all = battle.units();
    const Rulings rulings = battle.rulings();
    QString body = QStringLiteral("<header><h1>%1 <span class=\"battle\">%2</span></h1>%3</header>")
                       .arg(esc(side), esc(battle.name()), clockHtml(battle));
    // The latest roll first, the units next, then the earlier rolls: on a
    // phone the units fill the screen, and the latest roll is what just
    // happened at the table.
    const QList<LogEntry> rolls = SideView::rollsOf(battle.log(), all, side, kRollsShown);
    body += QStringLiteral("<section class=\"rolls\"><h2>%1</h2><ol>").arg(esc(tr("Latest rolls")));
    body += rolls.isEmpty()
        ? QStringLiteral("<li class=\"none\">%1</li>").arg(esc(tr("No roll yet")))
        : rollHtml(SideView::rollJson(rolls.first(), all, side, rulings));
    body += QStringLiteral("</ol></section>");
    body += UnitRows::html(SideView::ownUnits(all, side));
    body += EnemyRows::html(EnemySight::seenBy(side, all, battle.sweepEvidence().standing));
    if (rolls.size() > 1) {
        body += QStringLiteral("<section class=\"rolls earlier\"><h2>%1</h2><ol>")
                    .arg(esc(tr("Earlier rolls")));
        for (qsizetype i = 1; i < rolls.size(); ++i)
            body += rollHtml(SideView::rollJson(rolls.at(i), all, side, rulings));
        body += QStringLiteral("</ol></section>");
    }
    // The proposals stay out of the part that refreshes itself, so what a
    // player is typing is kept; the script fills and refreshes them.
    return shell(tr("%1 — players' view").arg(side), base, language, QStringLiteral("side"), body,
                 ProposeForm::html())
        .toUtf8();
}

QByteArray PlayerPages::tablePage(const Battle &battle, const QString &base,
                                  const QString &language)
{
    // How many proposals wait, never what they are: the table is everyone's.
    QString body = QStringLiteral("<header><p class=\"battle\">%1</p>%2"
                                  "<p class=\"waiting\">%3</p></header>")
                       .arg(esc(battle.name()), clockHtml(battle),
                            esc(ProposalRows::waitingText(battle.proposals().waitingCount())));
    const QList<UnitRecord> all = battle.units();
    // The table is everyone's: a roll reads as the table saw it, and only
    // this turn's.
    const std::optional<LogEntry> latest
        = SideView::latestRoll(battle.log(), all, battle.clock().turn);
    body += QStringLiteral("<section class=\"current\"><h2>%1</h2><ol>")
                .arg(esc(tr("Current roll")));
    body += latest ? rollHtml(SideView::rollJson(*latest, all, QString()))
                   : QStringLiteral("<li class=\"none\">%1</li>").arg(esc(tr("No roll this turn")));
    body += QStringLiteral("</ol></section>");
    return shell(tr("%1 — table").arg(battle.name()), base, language, QStringLiteral("table"), body)
        .toUtf8();
}

} // namespace Adc
