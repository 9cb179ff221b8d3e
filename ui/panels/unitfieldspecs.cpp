#include "ui/panels/unitfieldspecs.h"

#include "core/common/vocabulary.h"
#include "db/tables/unitreader.h"

#include <QCoreApplication>

namespace Adc {

QList<UnitFieldSpecs::Group> UnitFieldSpecs::groups()
{
    using F = Field;
    return {
        { QT_TRANSLATE_NOOP("Adc::UnitFieldSpecs", "Unit"),
          { { "name", QT_TRANSLATE_NOOP("Adc::UnitFieldSpecs", "Name"), F::Text },
            { "side", QT_TRANSLATE_NOOP("Adc::UnitFieldSpecs", "Side"), F::Side },
            { "brigade", QT_TRANSLATE_NOOP("Adc::UnitFieldSpecs", "Brigade"), F::Brigade },
            { "arm", QT_TRANSLATE_NOOP("Adc::UnitFieldSpecs", "Arm"), F::Word },
            { "class", QT_TRANSLATE_NOOP("Adc::UnitFieldSpecs", "Class"), F::Word },
            { "weapon", QT_TRANSLATE_NOOP("Adc::UnitFieldSpecs", "Weapon"), F::Word },
            { "tubes", QT_TRANSLATE_NOOP("Adc::UnitFieldSpecs", "Tubes"), F::Number,
              UnitReader::maxTubes } } },
        { QT_TRANSLATE_NOOP("Adc::UnitFieldSpecs", "Strength"),
          { { "castings", QT_TRANSLATE_NOOP("Adc::UnitFieldSpecs", "Castings"), F::Number,
              UnitReader::maxCastings },
            { "castings_initial", QT_TRANSLATE_NOOP("Adc::UnitFieldSpecs", "Castings at start"),
              F::Number, UnitReader::maxCastings },
            { "steps", QT_TRANSLATE_NOOP("Adc::UnitFieldSpecs", "Casualty steps"), F::Number,
              UnitReader::maxSteps },
            { "cw", QT_TRANSLATE_NOOP("Adc::UnitFieldSpecs", "CW"), F::Number,
              UnitReader::maxCastings },
            { "cw_initial", QT_TRANSLATE_NOOP("Adc::UnitFieldSpecs", "CW at start"), F::Number,
              UnitReader::maxCastings } } },
        { QT_TRANSLATE_NOOP("Adc::UnitFieldSpecs", "Ammunition"),
          { { "ap", QT_TRANSLATE_NOOP("Adc::UnitFieldSpecs", "AP"), F::Number, UnitReader::maxAp },
            { "ap_ball", QT_TRANSLATE_NOOP("Adc::UnitFieldSpecs", "Ball AP"), F::Number,
              UnitReader::maxAp },
            { "ap_canister", QT_TRANSLATE_NOOP("Adc::UnitFieldSpecs", "Canister AP"), F::Number,
              UnitReader::maxAp },
            // A battery's own loads, from its national appendix.
            { "ap_ball_full", QT_TRANSLATE_NOOP("Adc::UnitFieldSpecs", "Full ball AP"), F::Number,
              UnitReader::maxAp },
            { "ap_canister_full", QT_TRANSLATE_NOOP("Adc::UnitFieldSpecs", "Full canister AP"),
              F::Number, UnitReader::maxAp },
            { "scrounging", QT_TRANSLATE_NOOP("Adc::UnitFieldSpecs", "Scrounging"), F::Flag },
            { "replenishment_turns",
              QT_TRANSLATE_NOOP("Adc::UnitFieldSpecs", "Turns out of contact"), F::Number,
              UnitReader::maxTurns } } },
        { QT_TRANSLATE_NOOP("Adc::UnitFieldSpecs", "State"),
          { { "morale", QT_TRANSLATE_NOOP("Adc::UnitFieldSpecs", "Morale"), F::Word },
            { "formation", QT_TRANSLATE_NOOP("Adc::UnitFieldSpecs", "Formation"), F::Word },
            { "smoke", QT_TRANSLATE_NOOP("Adc::UnitFieldSpecs", "In smoke"), F::Flag },
            { "firefight", QT_TRANSLATE_NOOP("Adc::UnitFieldSpecs", "In a firefight"), F::Flag },
            { "terrain", QT_TRANSLATE_NOOP("Adc::UnitFieldSpecs", "Terrain"), F::Word },
            { "feature", QT_TRANSLATE_NOOP("Adc::UnitFieldSpecs", "Feature"), F::Feature } } },
        { QT_TRANSLATE_NOOP("Adc::UnitFieldSpecs", "This segment"),
          { { "has_fired",
              QT_TRANSLATE_NOOP("Adc::UnitFieldSpecs", "Has fired (no initial volley)"), F::Flag },
            { "fired_this_segment", QT_TRANSLATE_NOOP("Adc::UnitFieldSpecs", "Fired"), F::Flag },
            { "moved_this_segment", QT_TRANSLATE_NOOP("Adc::UnitFieldSpecs", "Moved"), F::Flag },
            { "fired_upon_this_segment", QT_TRANSLATE_NOOP("Adc::UnitFieldSpecs", "Fired upon"),
              F::Flag } } },
        { QT_TRANSLATE_NOOP("Adc::UnitFieldSpecs", "Sight"),
          { { "seen", QT_TRANSLATE_NOOP("Adc::UnitFieldSpecs", "In sight of the other sides"),
              F::Flag } } },
        // Seed 002, Fire At And In Town.
        { QT_TRANSLATE_NOOP("Adc::UnitFieldSpecs", "In town"),
          { { "hidden", QT_TRANSLATE_NOOP("Adc::UnitFieldSpecs", "Hidden from the other side"),
              F::Flag },
            { "edge_distance", QT_TRANSLATE_NOOP("Adc::UnitFieldSpecs", "Distance from the edge"),
              F::Inches } } },
    };
}

QStringList UnitFieldSpecs::wordsOf(const QString &field)
{
    if (field == QLatin1String("arm"))
        return armNames();
    if (field == QLatin1String("class"))
        return troopClassNames();
    if (field == QLatin1String("weapon"))
        return weaponNames();
    if (field == QLatin1String("morale"))
        return moraleNames();
    if (field == QLatin1String("formation"))
        return formationNames();
    if (field == QLatin1String("terrain"))
        return terrainNames();
    return {};
}

} // namespace Adc
