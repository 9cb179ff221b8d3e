#include "ui/procedures/firericochetpage.h"

#include "core/fire/firechart.h"
#include "core/fire/ricochet.h"
#include "ui/dicetray/dicesentry.h"
#include "ui/procedures/firerequestbuilder.h"
#include "ui/procedures/idrole.h"
#include "ui/procedures/proceduredialog.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace Adc {

namespace {

// An occupant of the town block fired at: always fired on, never listed.
constexpr int kOccupantRole = Qt::UserRole + 2;
constexpr int kDistanceColumn = 4;

} // namespace

FireRicochetPage::FireRicochetPage(QWidget *parent)
    : QWidget(parent)
{
    m_ricochetHeadline = new QLabel(this);
    m_ricochetHeadline->setWordWrap(true);
    m_ricochetList = new QTreeWidget(this);
    m_ricochetList->setObjectName(QStringLiteral("ricochet"));
    m_ricochetList->setRootIsDecorated(false);
    m_ricochetList->setHeaderLabels({ tr("Unit"), tr("Brigade"), tr("Side"),
                                      tr("Conditions as a target"), tr("Inches from the target") });
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
            [this] { Q_EMIT checkedChanged(firedOn()); });
}

void FireRicochetPage::fill(const FireRequestBuilder &builder, int die)
{
    const QSignalBlocker blocker(m_ricochetList);
    m_ricochetList->clear();
    const std::optional<UnitRecord> target = builder.targetUnit();
    const std::optional<FeatureRecord> block = builder.townBlock();
    const QList<UnitRecord> occupants
        = block ? builder.scene().occupantsOf(*block) : QList<UnitRecord>();
    const FireResult main = builder.preview(die);
    m_ricochetHeadline->setText(
        tr("<b>Die %1: %2 on %3.</b> Ball ricochets on the units named in the "
           "battery's direct line of fire within %4 beyond the target: each is fired on again "
           "with the ricochet modifier and its own d10, spending no AP. Untick one that is not "
           "there; type a distance to have one beyond reach refused.")
            .arg(QString::number(die),
                 ProcedureDialog::counted(main.casualtySteps, tr("casualty step"),
                                          tr("casualty steps")),
                 target ? ProcedureDialog::escaped(target->name) : QString(),
                 ProcedureDialog::inches(Ricochet::reach())));
    if (block)
        m_ricochetHeadline->setText(
            tr("<b>Die %1 at the edge of %2.</b> Ricochet fire extends through the entire block: "
               "each unit in it, seen or hidden, is fired on with the ricochet modifier and its "
               "own d10, and so is each unit named beyond the block within %3.")
                .arg(QString::number(die), ProcedureDialog::escaped(block->name),
                     ProcedureDialog::inches(Ricochet::reach())));
    // The block's occupants, then the units named on the first page.
    QList<UnitRecord> candidates = occupants;
    for (const qint64 id : builder.ricochet()) {
        if (const std::optional<UnitRecord> unit = builder.scene().unit(id))
            candidates.append(*unit);
    }
    for (int i = 0; i < candidates.size(); ++i) {
        const UnitRecord &unit = candidates.at(i);
        const bool occupant = i < occupants.size();
        const QStringList conditions = builder.targetConditions(unit);
        auto *item = new QTreeWidgetItem(m_ricochetList,
                                         { unit.name, unit.brigade, unit.side,
                                           conditions.join(QLatin1String(", ")),
                                           occupant ? tr("in the block") : QString() });
        item->setData(0, kIdRole, unit.id);
        item->setData(0, kOccupantRole, occupant);
        // The distance is typed in its column (empty: not measured).
        item->setFlags(occupant ? Qt::ItemIsEnabled | Qt::ItemIsSelectable
                                : Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable
                               | Qt::ItemIsEditable);
        item->setCheckState(0, Qt::Checked);
    }
    if (m_ricochetList->topLevelItemCount() > 0)
        m_ricochetList->setCurrentItem(m_ricochetList->topLevelItem(0));
    m_ricochetDice->clear();
    Q_EMIT checkedChanged(firedOn());
}

QList<qint64> FireRicochetPage::checkedUnits() const
{
    QList<qint64> units;
    for (int i = 0; i < m_ricochetList->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *item = m_ricochetList->topLevelItem(i);
        if (item->checkState(0) == Qt::Checked && !item->data(0, kOccupantRole).toBool())
            units.append(item->data(0, kIdRole).toLongLong());
    }
    return units;
}

int FireRicochetPage::firedOn() const
{
    int count = 0;
    for (int i = 0; i < m_ricochetList->topLevelItemCount(); ++i)
        count += m_ricochetList->topLevelItem(i)->checkState(0) == Qt::Checked ? 1 : 0;
    return count;
}

Result<QList<std::optional<double>>> FireRicochetPage::distances() const
{
    QList<std::optional<double>> distances;
    for (int i = 0; i < m_ricochetList->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *item = m_ricochetList->topLevelItem(i);
        if (item->checkState(0) != Qt::Checked || item->data(0, kOccupantRole).toBool())
            continue;
        const QString text = item->text(kDistanceColumn).trimmed();
        bool ok = false;
        const double inches = QLocale::c().toDouble(
            QString(text).remove(QLatin1Char('"')).replace(QLatin1Char(','), QLatin1Char('.')),
            &ok);
        if (!text.isEmpty() && (!ok || inches < 0))
            return Failure::malformed(
                tr("%1: \"%2\" is no distance in inches").arg(item->text(0), text));
        distances.append(text.isEmpty() ? std::nullopt : std::optional<double>(inches));
    }
    return distances;
}

Result<QList<int>> FireRicochetPage::dice() const
{
    if (m_ricochetDice->text().trimmed().isEmpty())
        return QList<int>();
    const int sides = FireChart::standard().dieFaces();
    const Result<QList<int>> faces
        = DicesEntry::readFaces(m_ricochetDice->text(), firedOn(), sides);
    if (!faces)
        return faces.failure();
    for (int face : *faces) {
        if (face < 1 || face > sides)
            return Failure::malformed(tr("%1 is not a face of the d%2")
                                          .arg(QString::number(face), QString::number(sides)));
    }
    return *faces;
}

} // namespace Adc
