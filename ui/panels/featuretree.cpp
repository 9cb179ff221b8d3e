#include "ui/panels/featuretree.h"

#include "core/common/vocabularytext.h"
#include "db/battle/battle.h"
#include "ui/panels/featuredetails.h"
#include "ui/panels/terrainpanel.h"

#include <QHeaderView>

namespace Adc {

namespace {

enum Column { NameColumn, KindColumn, CoverColumn, HoldsColumn, MoraleColumn, ColumnCount };
enum Role { FeatureRole = Qt::UserRole, UnitRole };

} // namespace

FeatureTree::FeatureTree(QWidget *parent)
    : QTreeWidget(parent)
{
    setColumnCount(ColumnCount);
    setHeaderLabels({ tr("Feature"), tr("Kind"), tr("Cover"), tr("Holds"), tr("Morale") });
    setRootIsDecorated(true);
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    header()->setStretchLastSection(false);
    header()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    for (int column = KindColumn; column < ColumnCount; ++column)
        header()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
}

void FeatureTree::showFeatures(const QList<FeatureRecord> &features, const QList<UnitRecord> &units,
                               const Rulings &rulings)
{
    clear();
    for (const FeatureRecord &record : features) {
        QList<UnitRecord> occupants;
        for (const UnitRecord &candidate : units) {
            if (candidate.feature == record.name)
                occupants << candidate;
        }
        auto *item = new QTreeWidgetItem(this);
        item->setText(NameColumn, record.name);
        item->setData(NameColumn, FeatureRole, record.name);
        item->setText(KindColumn, record.kind);
        item->setToolTip(KindColumn, FeatureDetails::kindLabel(record.kind));
        item->setText(CoverColumn, record.cover);
        item->setText(HoldsColumn,
                      record.capacity ? tr("%1 of %2").arg(occupants.size()).arg(*record.capacity)
                                      : tr("%1, no limit").arg(occupants.size()));
        if (record.capacity && occupants.size() >= *record.capacity)
            item->setToolTip(HoldsColumn, tr("Full"));
        // The modifier an infantry unit gets there, as a guide when it is empty.
        const MoraleEffect guide = TerrainPanel::moraleIn(
            record.kind, occupants.size() == 1 ? occupants.first().arm : Arm::Infantry, rulings);
        item->setText(MoraleColumn,
                      guide.allowed ? TerrainPanel::modifierText(guide.modifier) : tr("-"));
        item->setToolTip(MoraleColumn, guide.reasonIds().join(QLatin1String(", ")));
        for (const UnitRecord &inside : std::as_const(occupants))
            addOccupant(item, record, inside, rulings);
        item->setExpanded(true);
    }
}

void FeatureTree::addOccupant(QTreeWidgetItem *item, const FeatureRecord &feature,
                              const UnitRecord &inside, const Rulings &rulings)
{
    auto *child = new QTreeWidgetItem(item);
    child->setText(NameColumn, inside.name);
    child->setData(NameColumn, FeatureRole, feature.name);
    child->setData(NameColumn, UnitRole, inside.id);
    child->setText(KindColumn, VocabularyText::text(inside.arm));
    child->setToolTip(NameColumn, tr("%1, %2 (%3)").arg(inside.name, inside.side, inside.brigade));
    const MoraleEffect effect = TerrainPanel::moraleIn(feature.kind, inside.arm, rulings);
    child->setText(MoraleColumn,
                   effect.allowed ? TerrainPanel::modifierText(effect.modifier) : tr("-"));
    child->setToolTip(MoraleColumn, effect.reasonIds().join(QLatin1String(", ")));
}

void FeatureTree::select(const QString &feature, qint64 occupant)
{
    // An occupant is found wherever it now stands.
    for (int i = 0; i < topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = topLevelItem(i);
        if (!occupant && item->data(NameColumn, FeatureRole).toString() == feature) {
            setCurrentItem(item);
            return;
        }
        for (int c = 0; occupant && c < item->childCount(); ++c) {
            if (item->child(c)->data(NameColumn, UnitRole).toLongLong() == occupant) {
                setCurrentItem(item->child(c));
                return;
            }
        }
    }
}

QString FeatureTree::selectedFeature() const
{
    const QTreeWidgetItem *item = currentItem();
    if (!item)
        return QString();
    if (item->parent())
        item = item->parent();
    return item->data(NameColumn, FeatureRole).toString();
}

qint64 FeatureTree::selectedOccupant() const
{
    const QTreeWidgetItem *item = currentItem();
    return item && item->parent() ? item->data(NameColumn, UnitRole).toLongLong() : 0;
}

} // namespace Adc
