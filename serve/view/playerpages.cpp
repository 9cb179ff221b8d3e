#include "view/playerpages.h"

#include "battle/battle.h"
#include "common/ruletext.h"
#include "common/vocabularytext.h"
#include "fire/firemodifiers.h"
#include "view/sideview.h"

#include <QCoreApplication>
#include <QLocale>

namespace Adc {

namespace {

constexpr int kRollsShown = 4;

QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

QString field(const QString &label, const QString &value, const QString &mark = QString())
{
    return QStringLiteral("<div%1><dt>%2</dt><dd>%3</dd></div>")
        .arg(mark.isEmpty() ? QString() : QStringLiteral(" class=\"%1\"").arg(mark), esc(label),
             esc(value));
}

QString number(int value)
{
    return QLocale().toString(value);
}

QString outOf(int value, int initial)
{
    return QStringLiteral("%1/%2").arg(number(value), number(initial));
}

} // namespace

QString PlayerPages::shell(const QString &title, const QString &base, const QString &language,
                           const QString &pageClass, const QString &body)
{
    return QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\"><head><meta charset=\"utf-8\">"
                          "<meta name=\"viewport\" content=\"width=device-width, "
                          "initial-scale=1\"><title>%2</title>"
                          "<link rel=\"stylesheet\" href=\"%3players.css\">"
                          "<script src=\"%3players.js\" defer></script></head>"
                          "<body class=\"%4\"><main id=\"live\">%5</main></body></html>\n")
        .arg(language, esc(title), base, pageClass, body);
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

QString PlayerPages::unitHtml(const QJsonObject &unit)
{
    const auto text
        = [&unit](const char *key) { return unit.value(QLatin1String(key)).toString(); };
    const auto value = [&unit](const char *key) { return unit.value(QLatin1String(key)).toInt(); };
    const bool guns = text("arm") == QLatin1String("artillery");
    const QString morale = text("morale");
    QStringList marks { QStringLiteral("unit") };
    if (unit.value(QStringLiteral("smoke")).toBool())
        marks << QStringLiteral("smoke");
    if (morale == QLatin1String("routed") || morale == QLatin1String("broken"))
        marks << QStringLiteral("routed");
    if (guns ? value("ap_ball") + value("ap_canister") == 0 : value("ap") == 0)
        marks << QStringLiteral("no-ammo");
    if (unit.value(QStringLiteral("hidden")).toBool())
        marks << QStringLiteral("hidden");
    QString html = QStringLiteral("<article class=\"%1\"><h3>%2</h3><dl>")
                       .arg(marks.join(QLatin1Char(' ')), esc(text("name")));
    html += field(tr("Castings"), outOf(value("castings"), value("castings_initial")));
    html += field(tr("Steps"), number(value("steps")));
    html += field(tr("CW"), outOf(value("cw"), value("cw_initial")));
    html += guns
        ? field(
            tr("AP"),
            tr("%1 ball, %2 canister").arg(number(value("ap_ball")), number(value("ap_canister"))))
        : field(tr("AP"), number(value("ap")));
    html += field(tr("Smoke"), unit.value(QStringLiteral("smoke")).toBool() ? tr("yes") : tr("no"),
                  marks.contains(QStringLiteral("smoke")) ? QStringLiteral("mark") : QString());
    html += field(tr("Morale"), VocabularyText::fieldText(QStringLiteral("morale"), morale),
                  marks.contains(QStringLiteral("routed")) ? QStringLiteral("mark") : QString());
    html += field(tr("Formation"),
                  VocabularyText::fieldText(QStringLiteral("formation"), text("formation")));
    html += field(tr("Firefight"),
                  unit.value(QStringLiteral("firefight")).toBool() ? tr("yes") : tr("no"));
    if (unit.value(QStringLiteral("hidden")).toBool())
        html += field(tr("Hidden"), tr("yes"), QStringLiteral("mark"));
    return html + QStringLiteral("</dl></article>");
}

QString PlayerPages::modifierTitle(const QString &id)
{
    if (id.startsWith(QLatin1String("range-")))
        return tr("Range: %1 band").arg(RuleText::text(id.mid(6)));
    if (id == QLatin1String("ap-2"))
        return tr("Additional ammo point (2 AP)");
    if (id.startsWith(QLatin1String("rate-of-fire-")))
        return tr("%1 AP rate of fire").arg(id.mid(13));
    const FireModifiers &modifiers = FireModifiers::standard();
    const int index = modifiers.indexOf(id);
    return index >= 0 ? RuleText::text(modifiers.rule(index).title) : RuleText::words(id);
}

QString PlayerPages::rollHtml(const QJsonObject &roll)
{
    QString html = QStringLiteral("<li><p class=\"text\">%1</p>")
                       .arg(esc(roll.value(QStringLiteral("text")).toString()));
    QStringList details { tr("Turn %1, segment %2")
                              .arg(number(roll.value(QStringLiteral("turn")).toInt()),
                                   number(roll.value(QStringLiteral("segment")).toInt())) };
    if (roll.contains(QStringLiteral("die")))
        details << tr("die %1").arg(number(roll.value(QStringLiteral("die")).toInt()));
    if (roll.contains(QStringLiteral("modified_roll")))
        details
            << tr("modified %1").arg(number(roll.value(QStringLiteral("modified_roll")).toInt()));
    if (roll.contains(QStringLiteral("row")))
        details << tr("row %1").arg(roll.value(QStringLiteral("row")).toString());
    if (roll.contains(QStringLiteral("column")))
        details << tr("column %1").arg(roll.value(QStringLiteral("column")).toString());
    html += QStringLiteral("<p class=\"detail\">%1</p>")
                .arg(esc(details.join(QStringLiteral(" · "))));
    QStringList modifiers;
    for (const QJsonValue &value : roll.value(QStringLiteral("modifiers")).toArray()) {
        const QJsonObject modifier = value.toObject();
        const int amount = modifier.value(QStringLiteral("value")).toInt();
        modifiers << QStringLiteral("%1 %2").arg(
            modifierTitle(modifier.value(QStringLiteral("id")).toString()),
            (amount > 0 ? QStringLiteral("+") : QString()) + number(amount));
    }
    if (!modifiers.isEmpty())
        html += QStringLiteral("<p class=\"modifiers\">%1</p>")
                    .arg(esc(tr("Modifiers: %1").arg(modifiers.join(QStringLiteral(", ")))));
    return html + QStringLiteral("</li>");
}

QByteArray PlayerPages::sidePage(const Battle &battle, const QString &side, const QString &base,
                                 const QString &language)
{
    const QList<UnitRecord> all = battle.units();
    const QList<UnitRecord> own = SideView::ownUnits(all, side);
    QString body = QStringLiteral("<header><h1>%1</h1><p class=\"battle\">%2</p>%3</header>")
                       .arg(esc(side), esc(battle.name()), clockHtml(battle));
    // The rolls first: on a phone they are what changes at the table.
    body += QStringLiteral("<section class=\"rolls\"><h2>%1</h2><ol>").arg(esc(tr("Latest rolls")));
    const QList<LogEntry> rolls = SideView::rollsOf(battle.log(), all, side, kRollsShown);
    for (const LogEntry &entry : rolls)
        body += rollHtml(SideView::rollJson(entry, all, side));
    if (rolls.isEmpty())
        body += QStringLiteral("<li class=\"none\">%1</li>").arg(esc(tr("No roll yet")));
    body += QStringLiteral("</ol></section>");
    QString brigade;
    bool open = false;
    for (const UnitRecord &unit : own) {
        if (!open || unit.brigade != brigade) {
            if (open)
                body += QStringLiteral("</section>");
            brigade = unit.brigade;
            open = true;
            body += QStringLiteral("<section class=\"brigade\"><h2>%1</h2>").arg(esc(brigade));
        }
        body += unitHtml(unit.toJson());
    }
    if (open)
        body += QStringLiteral("</section>");
    return shell(tr("%1 — players' view").arg(side), base, language, QStringLiteral("side"), body)
        .toUtf8();
}

QByteArray PlayerPages::tablePage(const Battle &battle, const QString &base,
                                  const QString &language)
{
    QString body = QStringLiteral("<header><p class=\"battle\">%1</p>%2</header>")
                       .arg(esc(battle.name()), clockHtml(battle));
    const std::optional<LogEntry> latest = SideView::latestRoll(battle.log());
    body += QStringLiteral("<section class=\"current\"><h2>%1</h2><ol>")
                .arg(esc(tr("Current roll")));
    // The table is everyone's: a roll reads as a side that owns none of
    // its units would read it.
    body += latest ? rollHtml(SideView::rollJson(*latest, battle.units(), QString()))
                   : QStringLiteral("<li class=\"none\">%1</li>").arg(esc(tr("No roll yet")));
    body += QStringLiteral("</ol></section>");
    return shell(tr("%1 — table").arg(battle.name()), base, language, QStringLiteral("table"), body)
        .toUtf8();
}

} // namespace Adc
