#include "ui/procedures/fireoddspage.h"

#include "core/common/ruletext.h"
#include "core/common/vocabularytext.h"
#include "core/fire/firechart.h"
#include "core/fire/modifiertitle.h"
#include "ui/dicetray/dicesentry.h"
#include "ui/dicetray/oddschart.h"
#include "ui/procedures/firerequestbuilder.h"
#include "ui/procedures/proceduredialog.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace Adc {

namespace {

QString tableRow(const QString &title, const QString &value)
{
    return QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td></tr>").arg(title, value);
}

} // namespace

FireOddsPage::FireOddsPage(QWidget *parent)
    : QWidget(parent)
{

    m_oddsHeadline = new QLabel(this);
    m_oddsHeadline->setObjectName(QStringLiteral("oddsHeadline"));
    m_oddsHeadline->setWordWrap(true);
    m_oddsModifiers = new QLabel(this);
    m_oddsModifiers->setObjectName(QStringLiteral("oddsModifiers"));
    m_oddsModifiers->setTextFormat(Qt::RichText);
    m_oddsModifiers->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_chart = new OddsChart(this);
    m_chart->setObjectName(QStringLiteral("oddsChart"));
    m_chart->setAxisTitle(tr("casualty steps"));
    m_chart->setMinimumHeight(240);
    m_oddsNotes = new QLabel(this);
    m_oddsNotes->setObjectName(QStringLiteral("oddsNotes"));
    m_oddsNotes->setWordWrap(true);
    m_die = new DicesEntry(this);
    m_die->setObjectName(QStringLiteral("die"));
    m_die->setExpression(DiceExpression::dice(1, FireChart::standard().dieFaces()));
    m_die->setLabel(tr("&Die (d%1):").arg(FireChart::standard().dieFaces()));
    connect(m_die, &DicesEntry::edited, this, &FireOddsPage::dieEdited);

    auto *top = new QHBoxLayout;
    top->addWidget(m_oddsModifiers);
    top->addWidget(m_chart, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_oddsHeadline);
    layout->addLayout(top, 1);
    layout->addWidget(m_oddsNotes);
    layout->addWidget(m_die);
}

void FireOddsPage::fill(const FireRequestBuilder &builder)
{
    const QList<UnitRecord> firers = builder.firerUnits();
    const std::optional<UnitRecord> target = builder.targetUnit();
    QStringList names;
    for (const UnitRecord &firer : firers)
        names.append(ProcedureDialog::escaped(firer.name));
    QString what;
    if (!firers.isEmpty()) {
        const UnitRecord &lead = firers.first();
        const QString ap = QString::number(builder.ap());
        what = firesByTubes(lead.arm)
            ? tr("%1 %2, %3 AP")
                  .arg(VocabularyText::text(lead.weapon), VocabularyText::text(builder.shot()), ap)
            : tr("%1, %2 AP").arg(VocabularyText::text(lead.weapon), ap);
    }
    const QString headline = names.size() > 1 ? tr("<b>%1</b> fire together at <b>%2</b>, %3 (%4)")
                                              : tr("<b>%1</b> fires at <b>%2</b>, %3 (%4)");
    const std::optional<FeatureRecord> block = builder.townBlock();
    // At a town block's edge the die decides boxcars; each occupant takes
    // its own ricochet roll next.
    const QString aim = target ? ProcedureDialog::escaped(target->name)
        : block                ? tr("the edge of %1 (ricochet on each unit in it, next)")
                      .arg(ProcedureDialog::escaped(block->name))
                : QString();
    m_oddsHeadline->setText(headline.arg(names.join(QLatin1String(" + ")), aim,
                                         ProcedureDialog::inches(builder.range()), what));
    fillModifiers(builder);
    fillNotes(builder);
}

void FireOddsPage::fillModifiers(const FireRequestBuilder &builder)
{
    const FireOdds odds = builder.odds();
    if (!odds.allowed) {
        m_oddsModifiers->setText(
            QStringLiteral("<span style=\"color:#b71c1c\">%1</span>")
                .arg(ProcedureDialog::escaped(tr("No fire: %1").arg(odds.reason))));
        return;
    }
    QString table = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\">");
    int total = 0;
    for (const FireModifier &modifier : odds.modifiers) {
        total += modifier.value;
        table += tableRow(ProcedureDialog::escaped(ModifierTitle::text(modifier.id)),
                          ProcedureDialog::signedNumber(modifier.value));
    }
    table += tableRow(QStringLiteral("<b>%1</b>").arg(tr("Modifiers in all")),
                      QStringLiteral("<b>%1</b>").arg(ProcedureDialog::signedNumber(total)));
    table += tableRow(tr("Band"), ProcedureDialog::escaped(RuleText::text(odds.band)));
    const QList<UnitRecord> firers = builder.firerUnits();
    const bool stands = firers.size() == 1 && !firesByTubes(firers.first().arm);
    table += tableRow(stands ? tr("Row (stands)") : tr("Row"), ProcedureDialog::escaped(odds.row));
    table += QStringLiteral("</table>");
    m_oddsModifiers->setText(table);
}

void FireOddsPage::fillNotes(const FireRequestBuilder &builder)
{
    const FireOdds odds = builder.odds();
    if (!odds.allowed) {
        m_chart->clear();
        m_oddsNotes->clear();
        return;
    }
    QList<OddsChart::Bar> bars;
    for (const FireOdds::Entry &entry : odds.odds)
        bars.append({ QString::number(entry.casualtySteps), entry.probability });
    m_chart->setBars(bars);
    m_chart->setTitle(
        tr("Expected %1 casualty steps").arg(QLocale().toString(odds.expected, 'f', 2)));
    QStringList notes;
    notes << tr("Expected: <b>%1</b> steps.").arg(QLocale().toString(odds.expected, 'f', 2));
    if (odds.boxcarsProbability > 0)
        notes << tr("Boxcars (a natural %1) %2%: each firer rolls 2d6 for more AP lost.")
                     .arg(QString::number(builder.scene().rulings().boxcarsFace),
                          QString::number(odds.boxcarsProbability * 100, 'f', 0));
    notes << tr("Spends %1 AP a firer.").arg(odds.apSpent);
    for (const QString &note : odds.notes)
        notes << ProcedureDialog::escaped(note);
    m_oddsNotes->setText(notes.join(QLatin1Char(' ')));
}

QString FireOddsPage::summary(const FireOdds &odds)
{
    int total = 0;
    for (const FireModifier &modifier : odds.modifiers)
        total += modifier.value;
    QStringList chances;
    for (const FireOdds::Entry &entry : odds.odds)
        chances << tr("%1: %2%").arg(
            ProcedureDialog::counted(entry.casualtySteps, tr("step"), tr("steps")),
            QString::number(qRound(entry.probability * 100)));
    return tr("<b>Odds</b>: %1. Band %2, modifiers %3 in all, row %4: expected %5 steps. "
              "<b>Enter rolls and applies</b>; Odds and die... to type a die thrown at the "
              "table.")
        .arg(chances.join(QLatin1String(", ")), RuleText::text(odds.band),
             ProcedureDialog::signedNumber(total), odds.row,
             QLocale().toString(odds.expected, 'f', 2));
}

QString FireOddsPage::oddsText() const
{
    return m_oddsHeadline->text() + QLatin1Char('\n') + m_oddsModifiers->text() + QLatin1Char('\n')
        + m_oddsNotes->text();
}

} // namespace Adc
