#include "ui/procedures/disciplineoddspage.h"

#include "ui/dicetray/dicesentry.h"
#include "ui/dicetray/oddschart.h"
#include "ui/procedures/disciplineunitpage.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace Adc {

DisciplineOddsPage::DisciplineOddsPage(QWidget *parent)
    : QWidget(parent)
{
    m_headline = new QLabel(this);
    m_headline->setObjectName(QStringLiteral("oddsHeadline"));
    m_headline->setWordWrap(true);
    m_table = new QLabel(this);
    m_table->setObjectName(QStringLiteral("oddsTable"));
    m_table->setTextFormat(Qt::RichText);
    m_table->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_chart = new OddsChart(this);
    m_chart->setObjectName(QStringLiteral("oddsChart"));
    m_chart->setAxisTitle(tr("result"));
    m_chart->setMinimumHeight(220);
    m_dice = new DicesEntry(this);
    m_dice->setObjectName(QStringLiteral("dice"));
    auto *top = new QHBoxLayout;
    top->addWidget(m_table);
    top->addWidget(m_chart, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_headline);
    layout->addLayout(top, 1);
    layout->addWidget(m_dice);
}

void DisciplineOddsPage::showPlan(const UnitRecord &unit, const DisciplinePlan &plan,
                                  DisciplineTrigger trigger)
{
    const QString column = DisciplineUnitPage::columnTitle(plan.situation);
    const QString dice = plan.dice.toString();
    m_headline->setText(tr("<b>%1</b> rolls %2 on the <b>%3</b> column: %4.")
                            .arg(unit.name.toHtmlEscaped(), dice.toHtmlEscaped(), column,
                                 describe(trigger).toLower().toHtmlEscaped()));
    m_dice->setExpression(plan.dice);
    m_dice->setLabel(tr("&Class dice %1:").arg(dice));

    QString table = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\"><tr><th "
                                   "align=\"left\">%1</th><th align=\"left\">%2</th><th "
                                   "align=\"right\">%3</th></tr>")
                        .arg(tr("Roll"), column, tr("Chance"));
    QList<OddsChart::Bar> bars;
    QStringList labels;
    for (const FireDisciplineChart::CellOdds &cell : plan.odds) {
        const QString text = DisciplineResult::cellText(cell.kind, cell.range);
        table += QStringLiteral("<tr><td>%1</td><td>%2</td><td align=\"right\">%3%</td></tr>")
                     .arg(cell.row.toHtmlEscaped(), text.toHtmlEscaped())
                     .arg(QLocale().toString(cell.probability * 100, 'f', 1));
        const int at = int(labels.indexOf(text));
        if (at >= 0) {
            bars[at].probability += cell.probability;
        } else {
            labels.append(text);
            bars.append({ text, cell.probability });
        }
    }
    table += QStringLiteral("</table>");
    m_table->setText(table);
    m_chart->setBars(bars);
    double free = 0;
    const QString freeText = DisciplineResult::cellText(DisciplineResult::Kind::Free, std::nullopt);
    for (const OddsChart::Bar &bar : std::as_const(bars)) {
        if (bar.label == freeText)
            free += bar.probability;
    }
    m_chart->setTitle(
        tr("%1 on %2: free %3%").arg(dice, column).arg(QLocale().toString(free * 100, 'f', 1)));
}

QString DisciplineOddsPage::text() const
{
    return m_headline->text() + QLatin1Char('\n') + m_table->text();
}

} // namespace Adc
