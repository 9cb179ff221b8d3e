#include "cli/battlefile/unitcommands.h"

#include "cli/battlefile/actioncommand.h"
#include "cli/battlefile/battleaccess.h"
#include "cli/battlefile/requesttext.h"
#include "core/orders/order.h"
#include "db/tables/unitreader.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace Adc {

int UnitCommands::units(const CommandArguments &arguments, const CommandStreams &streams)
{
    const Result<std::unique_ptr<Battle>> opened = BattleAccess::open(arguments);
    if (!opened)
        return streams.fail(opened.failure());
    QJsonArray list;
    for (const UnitRecord &unit : (*opened)->units())
        list.append(unit.toJson());
    streams.answer(list);
    return 0;
}

int UnitCommands::unitAdd(const CommandArguments &arguments, const CommandStreams &streams)
{
    if (arguments.positional().value(0) != QLatin1String("add"))
        return streams.fail(2,
                            QCoreApplication::translate(
                                "Adc::UnitCommands",
                                "unit: name what to do with the unit (adc unit add --db FILE)"));
    const Result<QString> path = BattleAccess::path(arguments);
    if (!path)
        return streams.fail(path.failure());
    const BoundedInput::Text text = RequestText::read(arguments, streams.in());
    if (!text.ok())
        return streams.fail(text.failure());
    const Result<QJsonObject> object = RequestText::object(text.bytes);
    if (!object)
        return streams.fail(object.failure());
    const Result<std::unique_ptr<Battle>> battle = BattleAccess::open(*path);
    if (!battle)
        return streams.fail(battle.failure());
    // Read here too, so the message names the field as the request spells it.
    const Result<UnitRecord> unit = UnitReader((*battle)->rulings()).read(*object);
    if (!unit)
        return streams.fail(unit.failure());
    Result<UnitDraft> draft = UnitDraft::fromJson(*object);
    if (!draft)
        return streams.fail(draft.failure());
    return ActionCommand::report((*battle)->apply(AddUnitOrder { std::move(*draft) }), streams);
}

} // namespace Adc
