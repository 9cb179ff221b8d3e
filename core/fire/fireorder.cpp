#include "core/fire/fireorder.h"

#include "core/ammunition/ammunition.h"
#include "core/common/requestreader.h"
#include "core/fire/firechart.h"
#include "core/fire/firemodifiers.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <limits>

namespace Adc {

namespace {

constexpr int kMaxId = std::numeric_limits<int>::max();

// "firers": at least one unit id.
void readFirers(RequestReader &reader, FireOrder &order)
{
    const QString field = QStringLiteral("firers");
    const QList<int> ids = reader.integers(field, 1, kMaxId);
    if (reader.ok() && ids.isEmpty())
        reader.fail(field,
                    reader.has(field)
                        ? QCoreApplication::translate("Adc::FireOrder", "name at least one unit")
                        : QStringLiteral("missing"));
    for (int id : ids)
        order.firers.append(id);
}

// "target", or instead "target_feature" (docs/contract.md, fire): one of
// the two.
void readTarget(RequestReader &reader, FireOrder &order)
{
    if (!reader.has(QStringLiteral("target_feature"))) {
        order.target = reader.integer(QStringLiteral("target"), 1, kMaxId, true).value_or(0);
        return;
    }
    order.targetFeature
        = reader.integer(QStringLiteral("target_feature"), 1, kMaxId, true).value_or(0);
    if (reader.has(QStringLiteral("target")))
        reader.fail(QStringLiteral("target"),
                    QCoreApplication::translate("Adc::FireOrder",
                                                "give a target or a target_feature, not both"));
}

// "boxcars_roll": a list of totals, one a firer, or the first firer's alone.
void readBoxcarsRolls(RequestReader &reader, FireOrder &order)
{
    const Ammunition &ammunition = Ammunition::standard();
    const QString field = QStringLiteral("boxcars_roll");
    if (reader.request().value(field).isDouble()) {
        const std::optional<int> one
            = reader.integer(field, ammunition.boxcarsLowest(), ammunition.boxcarsHighest(), false);
        if (one)
            order.boxcarsRolls = { *one };
        order.boxcarsRollAlone = true;
        return;
    }
    order.boxcarsRolls
        = reader.integers(field, ammunition.boxcarsLowest(), ammunition.boxcarsHighest());
}

// "ricochet": a list of unit ids, or of {"unit": 9, "distance": 3.5}.
void readRicochet(RequestReader &reader, FireOrder &order)
{
    const QString field = QStringLiteral("ricochet");
    bool objects = false;
    for (const QJsonValue &item : reader.request().value(field).toArray())
        objects = objects || item.isObject();
    if (!objects) {
        for (int id : reader.integers(field, 1, kMaxId))
            order.ricochet.append(id);
        return;
    }
    const QJsonArray list = reader.take(field).toArray();
    for (int i = 0; i < list.size(); ++i) {
        const QString at = QStringLiteral("ricochet[%1]").arg(i);
        if (!list.at(i).isObject()) {
            reader.fail(at, QStringLiteral("expected {\"unit\": id, \"distance\": inches}"));
            return;
        }
        RequestReader item(list.at(i).toObject());
        const std::optional<int> id = item.integer(QStringLiteral("unit"), 1, kMaxId, true);
        const std::optional<double> distance
            = item.number(QStringLiteral("distance"), 0, 1000, false);
        if (!item.finish()) {
            reader.fail(at + QLatin1Char('.') + item.error().section(QLatin1Char(':'), 0, 0),
                        item.error().section(QLatin1Char(':'), 1).trimmed());
            return;
        }
        order.ricochet.append(*id);
        order.ricochetDistances.append(distance);
    }
}

} // namespace

QJsonObject FireOrder::toJson() const
{
    QJsonObject json { { QStringLiteral("firers"), RequestReader::listJson(firers) },
                       { QStringLiteral("range"), range } };
    if (targetFeature)
        json.insert(QStringLiteral("target_feature"), targetFeature);
    else
        json.insert(QStringLiteral("target"), target);
    if (ap)
        json.insert(QStringLiteral("ap"), *ap);
    if (shot)
        json.insert(QStringLiteral("shot"), toName(*shot));
    if (stands)
        json.insert(QStringLiteral("stands"), *stands);
    if (!added.isEmpty())
        json.insert(QStringLiteral("conditions"), QJsonArray::fromStringList(added));
    if (!without.isEmpty())
        json.insert(QStringLiteral("without"), QJsonArray::fromStringList(without));
    if (ricochetMeasured()) {
        QJsonArray list;
        for (int i = 0; i < ricochet.size(); ++i) {
            QJsonObject item { { QStringLiteral("unit"), ricochet.at(i) } };
            if (const std::optional<double> distance = ricochetDistances.at(i))
                item.insert(QStringLiteral("distance"), *distance);
            list.append(item);
        }
        json.insert(QStringLiteral("ricochet"), list);
    } else if (!ricochet.isEmpty()) {
        json.insert(QStringLiteral("ricochet"), RequestReader::listJson(ricochet));
    }
    if (die)
        json.insert(QStringLiteral("die"), *die);
    if (boxcarsRollAlone && boxcarsRolls.size() == 1)
        json.insert(QStringLiteral("boxcars_roll"), boxcarsRolls.first());
    else if (!boxcarsRolls.isEmpty())
        json.insert(QStringLiteral("boxcars_roll"), RequestReader::listJson(boxcarsRolls));
    if (!boxcarsFaces.isEmpty())
        json.insert(QStringLiteral("boxcars_faces"), RequestReader::faceListsJson(boxcarsFaces));
    if (!ricochetDice.isEmpty())
        json.insert(QStringLiteral("ricochet_dice"), RequestReader::listJson(ricochetDice));
    return json;
}

Result<FireOrder> FireOrder::fromJson(RequestReader &reader)
{
    const FireChart &chart = FireChart::standard();
    const QStringList conditionIds = FireModifiers::standard().ids();
    FireOrder order;
    readFirers(reader, order);
    readTarget(reader, order);
    order.range = reader.number(QStringLiteral("range"), 0, 1000, true).value_or(0);
    order.ap = reader.integer(QStringLiteral("ap"), 1, 99, false);
    if (const std::optional<QString> shot = reader.word(QStringLiteral("shot"), shotNames(), false))
        order.shot = shotFromName(*shot);
    order.die = reader.integer(QStringLiteral("die"), 1, chart.dieFaces(), false);
    readBoxcarsRolls(reader, order);
    order.boxcarsFaces = reader.faceLists(QStringLiteral("boxcars_faces"));
    order.added = reader.words(QStringLiteral("conditions"), conditionIds);
    order.without = reader.words(QStringLiteral("without"), conditionIds);
    order.stands = reader.number(QStringLiteral("stands"), 0.5, 1000, false);
    readRicochet(reader, order);
    order.ricochetDice = reader.integers(QStringLiteral("ricochet_dice"), 1, chart.dieFaces());
    if (!reader.ok())
        return reader.failure();
    return order;
}

} // namespace Adc
