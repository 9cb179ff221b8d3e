#include "procedures/fireresultpage.h"

#include "dice/dicesentry.h"
#include "procedures/fireoddspage.h"
#include "procedures/firerequestbuilder.h"
#include "procedures/proceduredialog.h"

#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace Adc {

namespace {

QString escaped(const QString &text)
{
    return ProcedureDialog::escaped(text);
}

QString counted(int count, const QString &one, const QString &many)
{
    return ProcedureDialog::counted(count, one, many);
}

int intOf(const QJsonObject &object, const char *key)
{
    return object.value(QLatin1String(key)).toInt();
}

QString nameOf(const FireRequestBuilder &builder, const QJsonObject &line)
{
    const std::optional<UnitRecord> unit
        = builder.unit(line.value(QStringLiteral("id")).toInteger());
    return unit ? escaped(unit->name) : FireResultPage::tr("a unit no longer in the battle");
}

QString titleOf(const QJsonValue &modifier)
{
    return escaped(
        FireOddsPage::modifierTitle(modifier.toObject().value(QStringLiteral("id")).toString()));
}

} // namespace

FireResultPage::FireResultPage(QWidget *parent)
    : QWidget(parent)
{
    m_result = new QTextBrowser(this);
    m_result->setObjectName(QStringLiteral("result"));
    m_result->setOpenLinks(false);
    m_discipline = new QPushButton(this);
    m_discipline->setObjectName(QStringLiteral("discipline"));
    m_disciplineNote = new QLabel(this);
    m_disciplineNote->setWordWrap(true);
    m_disciplineNote->setStyleSheet(QStringLiteral("QLabel { color: #555; }"));
    connect(m_discipline, &QPushButton::clicked, this, &FireResultPage::disciplineRequested);
    auto *follow = new QHBoxLayout;
    follow->addWidget(m_discipline);
    follow->addWidget(m_disciplineNote, 1);
    m_resultChart = new OddsChart(this);
    m_resultChart->setObjectName(QStringLiteral("resultChart"));
    m_resultChart->setAxisTitle(tr("casualty steps"));
    m_resultSide = new QVBoxLayout;
    m_resultSide->addWidget(m_resultChart, 1);
    auto *top = new QHBoxLayout;
    top->addWidget(m_result, 3);
    top->addLayout(m_resultSide, 2);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top, 1);
    layout->addLayout(follow);
}

void FireResultPage::fill(const QJsonObject &answer, const FireRequestBuilder &builder,
                          const Dice &dice)
{
    QString html = rollHtml(answer, builder, dice.typed);
    html += unitsHtml(answer, builder, dice);
    html += ricochetHtml(answer, builder);
    QStringList notes;
    for (const QJsonValue &note : answer.value(QStringLiteral("notes")).toArray())
        notes << escaped(note.toString());
    if (!notes.isEmpty())
        html += QStringLiteral("<p style=\"color:#555\">%1</p>")
                    .arg(notes.join(QLatin1String("<br>")));
    html += QStringLiteral("<p style=\"color:#555\">%1</p>")
                .arg(tr("Logged as one action: Edit \u203a Undo takes the whole fire back."));
    m_result->setHtml(html);
    fillSide(intOf(answer, "die"), intOf(answer, "casualty_steps"), dice);
    fillDiscipline(builder);
}

// The headline, the die and every modifier.
QString FireResultPage::rollHtml(const QJsonObject &answer, const FireRequestBuilder &builder,
                                 bool typed) const
{
    const QJsonObject target = answer.value(QStringLiteral("target")).toObject();
    const int steps = intOf(answer, "casualty_steps");
    QString html = QStringLiteral("<h2>%1</h2>")
                       .arg(tr("%1 on %2")
                                .arg(counted(steps, tr("casualty step"), tr("casualty steps")),
                                     nameOf(builder, target)));
    html
        += QStringLiteral("<p>%1</p>")
               .arg(tr("Die <b>%1</b>%2, modified roll <b>%3</b>: column <b>%4</b>, row <b>%5</b>, "
                       "%6 band.")
                        .arg(QString::number(intOf(answer, "die")),
                             typed ? tr(" (typed)") : tr(" (rolled)"),
                             QString::number(intOf(answer, "modified_roll")),
                             escaped(answer.value(QStringLiteral("column")).toString()),
                             escaped(answer.value(QStringLiteral("row")).toString()),
                             escaped(answer.value(QStringLiteral("band")).toString())));
    html += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\">");
    int total = 0;
    for (const QJsonValue &modifier : answer.value(QStringLiteral("modifiers")).toArray()) {
        const int amount = modifier.toObject().value(QStringLiteral("value")).toInt();
        total += amount;
        html += QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td></tr>")
                    .arg(titleOf(modifier), ProcedureDialog::signedNumber(amount));
    }
    html += QStringLiteral("<tr><td><b>%1</b></td><td align=\"right\"><b>%2</b></td></tr></table>")
                .arg(tr("Modifiers in all"), ProcedureDialog::signedNumber(total));
    return html;
}

// The target as it now stands and what each firer spent.
QString FireResultPage::unitsHtml(const QJsonObject &answer, const FireRequestBuilder &builder,
                                  const Dice &dice) const
{
    const QJsonObject target = answer.value(QStringLiteral("target")).toObject();
    const int losses = intOf(target, "permanent_losses");
    QString html
        = QStringLiteral("<p>%1</p>")
              .arg(tr("%1 now: %2, %3, CW %4")
                       .arg(nameOf(builder, target),
                            counted(intOf(target, "castings"), tr("casting"), tr("castings")),
                            counted(intOf(target, "steps"), tr("step"), tr("steps")),
                            QString::number(intOf(target, "cw")))
                   + (losses > 0 ? QStringLiteral(" (%1)").arg(
                          counted(losses, tr("permanent loss"), tr("permanent losses")))
                                 : QString())
                   + (target.value(QStringLiteral("eliminated")).toBool() ? tr(": eliminated")
                                                                          : QString()));
    html += QStringLiteral("<ul>");
    const QJsonArray firers = answer.value(QStringLiteral("firers")).toArray();
    for (int i = 0; i < firers.size(); ++i) {
        const QJsonObject firer = firers.at(i).toObject();
        QString line = tr("%1 spent %2 AP, %3 left, and is in smoke")
                           .arg(nameOf(builder, firer), QString::number(intOf(firer, "ap_spent")),
                                QString::number(intOf(firer, "ap_left")));
        if (firer.contains(QStringLiteral("boxcars_roll"))) {
            const QString faces = i < dice.boxcars.size()
                ? QStringLiteral(" (%1)").arg(escaped(dice.boxcars.at(i).toString()))
                : QString();
            line += tr("; boxcars 2d6 = %1%2: %3 more AP lost")
                        .arg(QString::number(intOf(firer, "boxcars_roll")), faces,
                             QString::number(intOf(firer, "extra_ap")));
        }
        html += QStringLiteral("<li>%1</li>").arg(line);
    }
    html += QStringLiteral("</ul>");
    if (answer.contains(QStringLiteral("average_cw")))
        html
            += QStringLiteral("<p>%1</p>")
                   .arg(tr("Pooled fire: average CW %1.")
                            .arg(answer.value(QStringLiteral("average_cw")).toDouble(), 0, 'f', 1));
    return html;
}

QString FireResultPage::ricochetHtml(const QJsonObject &answer,
                                     const FireRequestBuilder &builder) const
{
    const QJsonArray ricochet = answer.value(QStringLiteral("ricochet")).toArray();
    if (ricochet.isEmpty())
        return QString();
    QString html = QStringLiteral("<h3>%1</h3><ul>").arg(tr("Ricochet"));
    for (const QJsonValue &value : ricochet) {
        const QJsonObject line = value.toObject();
        const QJsonObject hit = line.value(QStringLiteral("target")).toObject();
        QStringList modifiers;
        for (const QJsonValue &m : line.value(QStringLiteral("modifiers")).toArray())
            modifiers << QStringLiteral("%1 %2").arg(
                titleOf(m),
                ProcedureDialog::signedNumber(m.toObject().value(QStringLiteral("value")).toInt()));
        html += QStringLiteral("<li>%1</li>")
                    .arg(tr("%1: die %2, modified %3 (%4): <b>%5</b>; now %6, %7")
                             .arg(nameOf(builder, hit), QString::number(intOf(line, "die")),
                                  QString::number(intOf(line, "modified_roll")),
                                  modifiers.join(QLatin1String(", ")),
                                  counted(intOf(hit, "casualty_steps"), tr("step"), tr("steps")),
                                  counted(intOf(hit, "castings"), tr("casting"), tr("castings")),
                                  counted(intOf(hit, "steps"), tr("step"), tr("steps"))));
    }
    return html + QStringLiteral("</ul>");
}

// The die as it fell and where it landed among the odds.
void FireResultPage::fillSide(int die, int steps, const Dice &dice)
{
    delete m_resultDice;
    m_resultDice = nullptr;
    if (dice.die) {
        m_resultDice = DicesEntry::rollWidget(*dice.die, 56, this);
        m_resultSide->insertWidget(0, m_resultDice);
    }
    m_resultChart->setBars(dice.odds);
    m_resultChart->setTitle(
        tr("Die %1: %2").arg(QString::number(die), counted(steps, tr("step"), tr("steps"))));
    m_resultChart->highlightLabel(QString::number(steps));
}

void FireResultPage::fillDiscipline(const FireRequestBuilder &builder)
{
    QString why;
    const bool canReturn = builder.targetCanReturnFire(&why);
    const std::optional<UnitRecord> hitUnit = builder.targetUnit();
    m_discipline->setVisible(canReturn);
    if (canReturn && hitUnit) {
        // An ampersand of the name is shown, never taken for a shortcut.
        m_discipline->setText(
            tr("Fire &discipline for %1...")
                .arg(QString(hitUnit->name).replace(QLatin1Char('&'), QLatin1String("&&"))));
        m_disciplineNote->setText(tr("It takes fire it can return, so it rolls fire discipline."));
    } else {
        m_disciplineNote->setText(why);
    }
}

QString FireResultPage::resultText() const
{
    return m_result->toPlainText();
}

} // namespace Adc
