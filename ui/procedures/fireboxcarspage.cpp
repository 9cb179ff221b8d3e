#include "ui/procedures/fireboxcarspage.h"

#include "core/ammunition/ammunition.h"
#include "ui/dicetray/dicesentry.h"
#include "ui/procedures/firerequestbuilder.h"
#include "ui/procedures/proceduredialog.h"

#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace Adc {

FireBoxcarsPage::FireBoxcarsPage(QWidget *parent)
    : QWidget(parent)
{
    m_boxcarsHeadline = new QLabel(this);
    m_boxcarsHeadline->setObjectName(QStringLiteral("boxcarsHeadline"));
    m_boxcarsHeadline->setWordWrap(true);
    m_boxcarsBox = new QWidget(this);
    m_boxcarsBox->setLayout(new QVBoxLayout);
    m_boxcarsBox->layout()->setContentsMargins(0, 0, 0, 0);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_boxcarsHeadline);
    layout->addWidget(m_boxcarsBox);
    layout->addStretch(1);
}

void FireBoxcarsPage::fill(const FireRequestBuilder &builder, int die)
{
    qDeleteAll(m_boxcars);
    m_boxcars.clear();
    const Ammunition &ammunition = Ammunition::standard();
    QStringList bands;
    for (const Ammunition::BoxcarsBand &band : ammunition.boxcarsBands())
        bands << tr("%1-%2: %3 more AP")
                     .arg(QString::number(band.low), QString::number(band.high),
                          QString::number(band.extraAp));
    m_boxcarsHeadline->setText(
        tr("<b>Die %1: boxcars.</b> Each firer rolls %2 for the ammunition it loses beyond "
           "the fire (%3; never below 0).")
            .arg(QString::number(die), ammunition.boxcarsDice(),
                 ProcedureDialog::escaped(bands.join(QLatin1String(", ")))));
    const DiceExpression dice = DiceExpression::parse(ammunition.boxcarsDice()).value();
    QWidget *previous = nullptr;
    for (const UnitRecord &firer : builder.firerUnits()) {
        auto *entry = new DicesEntry(m_boxcarsBox);
        entry->setObjectName(QStringLiteral("boxcars-%1").arg(firer.id));
        entry->setExpression(dice);
        entry->setLabel(tr("%1, %2:").arg(firer.name, dice.toString()));
        m_boxcarsBox->layout()->addWidget(entry);
        m_boxcars.append(entry);
        // Faces typed over a roll shown replace it: the entry waits again.
        connect(entry, &DicesEntry::edited, entry, [entry] {
            if (entry->shownRoll())
                entry->showRoll(std::nullopt);
        });
        if (previous)
            setTabOrder(previous, entry->facesField());
        previous = entry->facesField();
    }
}

Result<void> FireBoxcarsPage::takeNext(RandomSource &random)
{
    bool inAField = false;
    for (DicesEntry *entry : std::as_const(m_boxcars))
        inAField = inAField || entry->facesField()->hasFocus();
    for (DicesEntry *entry : std::as_const(m_boxcars)) {
        if (entry->shownRoll())
            continue;
        const bool typed = entry->hasTypedFaces();
        if (!typed && inAField && !entry->facesField()->hasFocus())
            continue;
        const Result<DiceRoll> roll = entry->take(random);
        if (!roll) {
            entry->facesField()->setFocus(Qt::OtherFocusReason);
            return roll.failure();
        }
        if (!typed)
            inAField = true; // one roll an Enter
    }
    return {};
}

int FireBoxcarsPage::focusWaiting()
{
    int waiting = 0;
    for (DicesEntry *entry : std::as_const(m_boxcars)) {
        if (entry->shownRoll())
            continue;
        if (waiting++ == 0)
            entry->facesField()->setFocus(Qt::OtherFocusReason);
    }
    return waiting;
}

QList<DiceRoll> FireBoxcarsPage::rolls() const
{
    QList<DiceRoll> list;
    for (DicesEntry *entry : m_boxcars) {
        if (entry->shownRoll())
            list.append(*entry->shownRoll());
    }
    return list;
}

bool FireBoxcarsPage::rolledOnScreen(int index) const
{
    return index >= 0 && index < m_boxcars.size() && !m_boxcars.at(index)->hasTypedFaces();
}

} // namespace Adc
