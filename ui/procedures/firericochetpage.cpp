#include "procedures/firericochetpage.h"

#include "dice/dicesentry.h"
#include "fire/firechart.h"
#include "fire/ricochet.h"
#include "procedures/firerequestbuilder.h"
#include "procedures/proceduredialog.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace Adc {

namespace {

constexpr int kIdRole = Qt::UserRole + 1;

} // namespace

FireRicochetPage::FireRicochetPage(QWidget *parent)
    : QWidget(parent)
{
    m_ricochetHeadline = new QLabel(this);
    m_ricochetHeadline->setWordWrap(true);
    m_ricochetList = new QTreeWidget(this);
    m_ricochetList->setObjectName(QStringLiteral("ricochet"));
    m_ricochetList->setRootIsDecorated(false);
    m_ricochetList->setHeaderLabels(
        { tr("Unit"), tr("Brigade"), tr("Side"), tr("Conditions as a target") });
    m_ricochetList->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_ricochetDice = new QLineEdit(this);
    m_ricochetDice->setObjectName(QStringLiteral("ricochetDice"));
    m_ricochetDice->setPlaceholderText(tr("one d10 a unit, in list order; empty: rolled"));
    auto *diceLabel = new QLabel(tr("Ricochet &dice:"), this);
    diceLabel->setBuddy(m_ricochetDice);
    auto *dice = new QHBoxLayout;
    dice->addWidget(diceLabel);
    dice->addWidget(m_ricochetDice, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_ricochetHeadline);
    layout->addWidget(m_ricochetList, 1);
    layout->addLayout(dice);
    connect(m_ricochetList, &QTreeWidget::itemChanged, this,
            [this] { Q_EMIT checkedChanged(int(checkedUnits().size())); });
}

void FireRicochetPage::fill(const FireRequestBuilder &builder, int die)
{
    const QSignalBlocker blocker(m_ricochetList);
    m_ricochetList->clear();
    const std::optional<UnitRecord> target = builder.targetUnit();
    const FireResult main = builder.preview(die);
    m_ricochetHeadline->setText(
        tr("<b>Die %1: %2 on %3.</b> Ball ricochets: check each unit in the "
           "battery's direct line of fire within %4 beyond the target. Each is fired on again "
           "with the ricochet modifier and its own d10, spending no AP.")
            .arg(QString::number(die),
                 ProcedureDialog::counted(main.casualtySteps, tr("casualty step"),
                                          tr("casualty steps")),
                 target ? ProcedureDialog::escaped(target->name) : QString(),
                 ProcedureDialog::inches(Ricochet::reach())));
    const QList<qint64> firers = builder.firers();
    const std::optional<UnitRecord> lead
        = firers.isEmpty() ? std::nullopt : builder.unit(firers.first());
    // Enemies first: the line of fire usually runs into the target's side.
    QList<UnitRecord> candidates;
    QList<UnitRecord> friends;
    for (const UnitRecord &unit : builder.units()) {
        if (unit.castings <= 0 || firers.contains(unit.id) || (target && unit.id == target->id))
            continue;
        if (lead && unit.side == lead->side)
            friends.append(unit);
        else
            candidates.append(unit);
    }
    candidates += friends;
    for (const UnitRecord &unit : std::as_const(candidates)) {
        const QStringList conditions = builder.targetConditions(unit);
        auto *item = new QTreeWidgetItem(
            m_ricochetList,
            { unit.name, unit.brigade, unit.side, conditions.join(QLatin1String(", ")) });
        item->setData(0, kIdRole, unit.id);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
        item->setCheckState(0, builder.ricochet().contains(unit.id) ? Qt::Checked : Qt::Unchecked);
    }
    if (m_ricochetList->topLevelItemCount() > 0)
        m_ricochetList->setCurrentItem(m_ricochetList->topLevelItem(0));
    m_ricochetDice->clear();
}

QList<qint64> FireRicochetPage::checkedUnits() const
{
    QList<qint64> units;
    for (int i = 0; i < m_ricochetList->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *item = m_ricochetList->topLevelItem(i);
        if (item->checkState(0) == Qt::Checked)
            units.append(item->data(0, kIdRole).toLongLong());
    }
    return units;
}

Result<QList<int>> FireRicochetPage::dice() const
{
    if (m_ricochetDice->text().trimmed().isEmpty())
        return QList<int>();
    const int sides = FireChart::standard().dieFaces();
    const Result<QList<int>> faces
        = DicesEntry::readFaces(m_ricochetDice->text(), int(checkedUnits().size()), sides);
    if (!faces)
        return Failure { faces.error() };
    for (int face : *faces) {
        if (face < 1 || face > sides)
            return Failure {
                tr("%1 is not a face of the d%2").arg(QString::number(face), QString::number(sides))
            };
    }
    return *faces;
}

} // namespace Adc
