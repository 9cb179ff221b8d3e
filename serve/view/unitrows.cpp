#include "serve/view/unitrows.h"
#include "serve/view/pagetext.h"

#include "core/common/vocabularytext.h"

#include <QLocale>

namespace Adc {

namespace {

using PageText::esc;
using PageText::number;

QString outOf(int value, int initial)
{
    return number(value) + QLatin1Char('/') + number(initial);
}

bool guns(const UnitRecord &unit)
{
    return unit.arm == Arm::Artillery;
}

bool outOfAmmunition(const UnitRecord &unit)
{
    return guns(unit) ? unit.apBall + unit.apCanister == 0 : unit.ap == 0;
}

QString field(const QString &label, const QString &value, bool marked = false)
{
    return QStringLiteral("<div%1><dt>%2</dt><dd>%3</dd></div>")
        .arg(marked ? QStringLiteral(" class=\"mark\"") : QString(), esc(label), esc(value));
}

// A mark: its symbol, and its words for a screen reader and a long press.
QString mark(const QString &kind, const QString &symbol, const QString &words)
{
    return QStringLiteral("<abbr class=\"%1\" title=\"%2\">%3</abbr>")
        .arg(kind, esc(words), symbol);
}

} // namespace

QString UnitRows::marks(const UnitRecord &unit)
{
    QString html;
    if (unit.smoke)
        html += mark(QStringLiteral("smoke"), QStringLiteral("☁"), tr("in smoke"));
    if (unit.morale == Morale::Routed || unit.morale == Morale::Broken)
        html += mark(QStringLiteral("routed"), QStringLiteral("✖"),
                     VocabularyText::text(unit.morale));
    else if (unit.morale != Morale::Steady)
        html += mark(QStringLiteral("shaken"), QStringLiteral("!"),
                     VocabularyText::text(unit.morale));
    if (outOfAmmunition(unit))
        html += mark(QStringLiteral("no-ammo"), QStringLiteral("∅"), tr("out of ammunition"));
    if (unit.hidden)
        html += mark(QStringLiteral("hidden"), QStringLiteral("⌂"), tr("hidden"));
    return html;
}

QString UnitRows::head()
{
    return QStringLiteral("<div class=\"head\" aria-hidden=\"true\"><span>%1</span>"
                          "<span>%2</span><span>%3</span><span>%4</span><span></span></div>")
        .arg(esc(tr("Unit")), esc(tr("Cast.", "castings, short")), esc(tr("CW")), esc(tr("AP")));
}

QString UnitRows::details(const UnitRecord &unit)
{
    QString html = QStringLiteral("<dl>");
    html += field(tr("Castings"), outOf(unit.castings, unit.castingsInitial));
    html += field(tr("Steps"), number(unit.steps));
    html += field(tr("CW"), outOf(unit.cw, unit.cwInitial));
    html += guns(unit) ? field(tr("AP"),
                               tr("%1 of %2 ball, %3 of %4 canister")
                                   .arg(number(unit.apBall), number(unit.apBallFull),
                                        number(unit.apCanister), number(unit.apCanisterFull)),
                               outOfAmmunition(unit))
                       : field(tr("AP"), number(unit.ap), outOfAmmunition(unit));
    html += field(tr("Smoke"), unit.smoke ? tr("yes") : tr("no"), unit.smoke);
    html += field(tr("Morale"), VocabularyText::text(unit.morale), unit.morale != Morale::Steady);
    html += field(tr("Formation"), VocabularyText::text(unit.formation));
    html += field(tr("Firefight"), unit.firefight ? tr("yes") : tr("no"), unit.firefight);
    if (unit.hidden)
        html += field(tr("Hidden"), tr("yes"), true);
    return html + QStringLiteral("</dl>");
}

QString UnitRows::row(const UnitRecord &unit)
{
    const QString ap = guns(unit) ? number(unit.apBall) + QLatin1Char('+') + number(unit.apCanister)
                                  : number(unit.ap);
    QStringList classes { QStringLiteral("unit") };
    if (unit.smoke)
        classes << QStringLiteral("smoke");
    if (unit.morale == Morale::Routed || unit.morale == Morale::Broken)
        classes << QStringLiteral("routed");
    if (outOfAmmunition(unit))
        classes << QStringLiteral("no-ammo");
    return QStringLiteral("<details class=\"%1\" data-unit=\"%2\"><summary>"
                          "<span class=\"name\">%3</span><span>%4</span><span>%5</span>"
                          "<span>%6</span><span class=\"marks\">%7</span></summary>%8</details>")
        .arg(classes.join(QLatin1Char(' ')), QString::number(unit.id), esc(unit.name),
             outOf(unit.castings, unit.castingsInitial), outOf(unit.cw, unit.cwInitial), ap,
             marks(unit), details(unit));
}

QString UnitRows::html(const QList<UnitRecord> &units)
{
    if (units.isEmpty())
        return QString();
    // One table, the column heads once, each brigade a heading between its
    // rows: on a phone the rows, not the headings, fill the screen.
    QString html = QStringLiteral("<section class=\"units\">") + head();
    QString brigade;
    for (qsizetype i = 0; i < units.size(); ++i) {
        const UnitRecord &unit = units.at(i);
        if (i == 0 || unit.brigade != brigade) {
            brigade = unit.brigade;
            html += QStringLiteral("<h2>%1</h2>").arg(esc(brigade));
        }
        html += row(unit);
    }
    html += QStringLiteral("</section>");
    return html
        + QStringLiteral("<p class=\"legend\">%1</p>")
              .arg(esc(tr("☁ in smoke · ! shaken or disordered · ✖ routed or broken · "
                          "∅ out of ammunition · tap a unit for its details")));
}

} // namespace Adc
