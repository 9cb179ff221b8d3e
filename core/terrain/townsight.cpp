#include "core/terrain/townsight.h"

#include "core/common/vocabularytext.h"

#include <QCoreApplication>
#include <QtGlobal>

namespace Adc {

namespace {
} // namespace

std::optional<TownSight> TownSight::fromJson(const QJsonObject &root, TableReader &reader)
{
    TownSight sight;
    const QJsonArray blocks = reader.array(root, QStringLiteral("blocks"), QString());
    for (int i = 0; reader.ok() && i < blocks.size(); ++i) {
        const QString entry = QStringLiteral("blocks[%1]").arg(i);
        const QJsonObject object = reader.objectAt(blocks, i, entry);
        Block block;
        block.id = reader.nonEmptyString(object, QStringLiteral("id"), entry);
        block.seenWithin = reader.number(object, QStringLiteral("seenWithin"), entry);
        block.text = reader.nonEmptyString(object, QStringLiteral("source"), entry);
        if (reader.ok() && block.seenWithin < 0)
            reader.fail(TableReader::join(entry, QStringLiteral("seenWithin")),
                        QStringLiteral("must not be negative"));
        if (reader.ok() && sight.blockNames().contains(block.id))
            reader.fail(TableReader::join(entry, QStringLiteral("id")),
                        QStringLiteral("\"%1\" is listed twice").arg(block.id));
        sight.m_blocks.append(block);
    }
    if (reader.ok() && sight.m_blocks.isEmpty())
        reader.fail(QStringLiteral("blocks"), QStringLiteral("no block"));
    if (!reader.ok())
        return std::nullopt;
    return sight;
}

const TownSight &TownSight::standard()
{
    return standardTable<TownSight>(QStringLiteral("towns.json"));
}

QStringList TownSight::blockNames() const
{
    QStringList names;
    for (const Block &block : m_blocks)
        names << block.id;
    return names;
}

std::optional<double> TownSight::seenWithin(const QString &block) const
{
    for (const Block &known : m_blocks) {
        if (known.id == block)
            return known.seenWithin;
    }
    return std::nullopt;
}

QString TownSight::text(const QString &block) const
{
    for (const Block &known : m_blocks) {
        if (known.id == block)
            return known.text;
    }
    return QString();
}

QString TownSight::unseenReason(const UnitRecord &target, const FeatureRecord &feature) const
{
    const std::optional<double> within = seenWithin(feature.block);
    if (!within || target.feature != feature.name)
        return QString();
    if (target.hidden)
        return QCoreApplication::translate("Adc::TownSight",
                                           "the firers must see their target: %1 is hidden in %2")
            .arg(target.name, feature.name);
    if (target.edgeDistance && *target.edgeDistance > *within + 1e-9) {
        const QString where = feature.block == QLatin1String("farm")
            ? QCoreApplication::translate("Adc::TownSight",
                                          "a unit in a single-block farm is seen "
                                          "within %1 of its edge")
            : QCoreApplication::translate("Adc::TownSight",
                                          "a unit in a block of a town is seen "
                                          "within %1 of its edge");
        return QCoreApplication::translate("Adc::TownSight",
                                           "the firers must see their target: %1 is %2 from the "
                                           "edge of %3, and %4")
            .arg(target.name, VocabularyText::inches(*target.edgeDistance), feature.name,
                 where.arg(VocabularyText::inches(*within)));
    }
    return QString();
}

QList<UnitRecord> TownSight::occupants(const FeatureRecord &feature, const QList<UnitRecord> &units)
{
    QList<UnitRecord> found;
    for (const UnitRecord &unit : units) {
        if (!feature.name.isEmpty() && unit.feature == feature.name)
            found.append(unit);
    }
    return found;
}

} // namespace Adc
