#include "core/terrain/addfeatureorder.h"

#include "core/common/requestreader.h"
#include "core/model/featurerecord.h"

#include <QCoreApplication>

namespace Adc {

QJsonObject AddFeatureOrder::toJson() const
{
    QJsonObject json { { QStringLiteral("name"), name }, { QStringLiteral("kind"), kind } };
    if (cover)
        json.insert(QStringLiteral("cover"), *cover);
    if (unlimited)
        json.insert(QStringLiteral("capacity"), QJsonValue::Null);
    else if (capacity)
        json.insert(QStringLiteral("capacity"), *capacity);
    if (block)
        json.insert(QStringLiteral("block"), *block);
    return json;
}

Result<AddFeatureOrder> AddFeatureOrder::fromJson(RequestReader &reader)
{
    AddFeatureOrder order;
    const std::optional<QString> name = reader.string(QStringLiteral("name"), true);
    if (name && name->trimmed().isEmpty())
        reader.fail(QStringLiteral("name"),
                    QCoreApplication::translate("Adc::AddFeatureOrder", "must not be empty"));
    const std::optional<QString> kind
        = reader.word(QStringLiteral("kind"), FeatureRecord::kindNames(), true);
    order.cover = reader.word(QStringLiteral("cover"), FeatureRecord::coverNames(), false);
    order.unlimited = reader.has(QStringLiteral("capacity"))
        && reader.request().value(QStringLiteral("capacity")).isNull();
    order.capacity = reader.integer(QStringLiteral("capacity"), 1, 999, false);
    order.block = reader.word(QStringLiteral("block"), FeatureRecord::blockNames(), false);
    if (order.block && kind && *kind != QLatin1String("bua"))
        reader.fail(QStringLiteral("block"),
                    QCoreApplication::translate("Adc::AddFeatureOrder",
                                                "only a BUA is a farm or a block of a town"));
    if (!reader.ok())
        return reader.failure();
    order.name = *name;
    order.kind = *kind;
    return order;
}

} // namespace Adc
