#include "ui/procedures/disciplineresultpage.h"

#include "ui/dicetray/dicesentry.h"
#include "ui/procedures/disciplineunitpage.h"

#include <QHBoxLayout>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace Adc {

namespace {

QString meaning(const DisciplineResult &result)
{
    if (result.isFree())
        return DisciplineResultPage::tr("The unit does as ordered.");
    if (result.kind == DisciplineResult::Kind::Fire)
        return result.range ? DisciplineResultPage::tr(
                                  "The unit fires: during approach, when the enemy is within %1\".")
                                  .arg(*result.range)
                            : DisciplineResultPage::tr("The unit fires.");
    return result.range ? DisciplineResultPage::tr("The unit enters firefight status (during "
                                                   "approach, when the enemy is within %1\").")
                              .arg(*result.range)
                        : DisciplineResultPage::tr("The unit enters firefight status.");
}

} // namespace

DisciplineResultPage::DisciplineResultPage(QWidget *parent)
    : QWidget(parent)
{
    m_result = new QTextBrowser(this);
    m_result->setObjectName(QStringLiteral("result"));
    m_fire = new QPushButton(tr("&Fire..."), this);
    m_fire->setObjectName(QStringLiteral("fire"));
    connect(m_fire, &QPushButton::clicked, this, &DisciplineResultPage::fireRequested);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_fire);
    buttons->addStretch(1);
    m_chart = new OddsChart(this);
    m_chart->setObjectName(QStringLiteral("resultChart"));
    m_chart->setAxisTitle(tr("result"));
    m_chart->setMinimumHeight(200);
    // The dice on the left of the chart, under the text.
    m_side = new QVBoxLayout;
    m_side->addStretch(1);
    auto *bottom = new QHBoxLayout;
    bottom->addLayout(m_side);
    bottom->addWidget(m_chart, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_result, 2);
    layout->addLayout(bottom, 3);
    layout->addLayout(buttons);
}

void DisciplineResultPage::show(const Shown &shown, const QList<OddsChart::Bar> &bars)
{
    const DisciplineResult &result = shown.result;
    const QString cell = result.cellText();
    QString html = QStringLiteral("<h2>%1</h2>").arg(cell.toHtmlEscaped());
    // One arg() call, so a name holding "%1" stays as it is.
    const QString dice = shown.rolled
        ? QStringLiteral(" (%1)").arg(shown.rolled->toString().toHtmlEscaped())
        : QString();
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("%1 rolled <b>%2</b>%3: row <b>%4</b> of the <b>%5</b> column.")
                         .arg(shown.unitName.toHtmlEscaped(), QString::number(result.roll), dice,
                              result.row.toHtmlEscaped(),
                              DisciplineUnitPage::columnTitle(result.situation)));
    html += QStringLiteral("<p>%1</p>").arg(meaning(result).toHtmlEscaped());
    if (shown.firefightEnded)
        html += QStringLiteral("<p>%1</p>").arg(tr("It leaves firefight status."));
    else if (shown.firefight)
        html += QStringLiteral("<p><b>%1</b></p>").arg(tr("It is in firefight status."));
    html += QStringLiteral("<p style=\"color:#555\">%1</p>")
                .arg(tr("Trigger: %1. Logged as one action.")
                         .arg(describe(shown.trigger).toHtmlEscaped()));
    m_result->setHtml(html);
    delete m_dice;
    m_dice = nullptr;
    if (shown.rolled) {
        m_dice = DicesEntry::rollWidget(*shown.rolled, 48, this);
        m_side->insertWidget(0, m_dice);
    }
    m_chart->setBars(bars);
    m_chart->setTitle(tr("Rolled %1: %2").arg(result.roll).arg(cell));
    m_chart->highlightLabel(cell);
    const bool fires = result.kind == DisciplineResult::Kind::Fire;
    m_fire->setVisible(fires);
    if (fires && result.range)
        m_fire->setText(tr("&Fire (within %1\")...").arg(*result.range));
    else
        m_fire->setText(tr("&Fire..."));
}

QString DisciplineResultPage::text() const
{
    return m_result->toPlainText();
}

} // namespace Adc
