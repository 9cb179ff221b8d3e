#include "core/common/vocabularytext.h"

#include <QLocale>

namespace Adc {

QString VocabularyText::text(Arm value)
{
    switch (value) {
    case Arm::Infantry:
        return tr("infantry");
    case Arm::Cavalry:
        return tr("cavalry");
    case Arm::Artillery:
        return tr("artillery");
    case Arm::BattalionGuns:
        return tr("battalion guns");
    }
    return toName(value);
}

QString VocabularyText::text(TroopClass value)
{
    switch (value) {
    case TroopClass::Elite:
        return tr("elite");
    case TroopClass::Line:
        return tr("line", "troop class");
    case TroopClass::Conscript:
        return tr("conscript");
    }
    return toName(value);
}

QString VocabularyText::troops(TroopClass value)
{
    switch (value) {
    case TroopClass::Elite:
        return tr("elite troops");
    case TroopClass::Line:
        return tr("line troops");
    case TroopClass::Conscript:
        return tr("conscript troops");
    }
    return toName(value);
}

QString VocabularyText::text(Morale value)
{
    switch (value) {
    case Morale::Steady:
        return tr("steady");
    case Morale::Shaken:
        return tr("shaken");
    case Morale::Disordered:
        return tr("disordered");
    case Morale::Routed:
        return tr("routed");
    case Morale::Broken:
        return tr("broken");
    }
    return toName(value);
}

QString VocabularyText::text(Formation value)
{
    switch (value) {
    case Formation::Line:
        return tr("line", "formation");
    case Formation::Column:
        return tr("column");
    case Formation::ClosedColumn:
        return tr("closed column");
    case Formation::Square:
        return tr("square");
    case Formation::OpenOrder:
        return tr("open order");
    case Formation::Limbered:
        return tr("limbered");
    case Formation::Unlimbered:
        return tr("unlimbered");
    }
    return toName(value);
}

QString VocabularyText::text(Terrain value)
{
    switch (value) {
    case Terrain::Open:
        return tr("open ground");
    case Terrain::Woods:
        return tr("woods");
    case Terrain::Bua:
        return tr("built-up area");
    case Terrain::Hill:
        return tr("hill");
    case Terrain::WoodedHill:
        return tr("wooded hill");
    case Terrain::Redoubt:
        return tr("redoubt");
    }
    return toName(value);
}

QString VocabularyText::text(Weapon value)
{
    switch (value) {
    case Weapon::Musket:
        return tr("musket");
    case Weapon::RifledMusket:
        return tr("rifled musket");
    case Weapon::Gun12pdr:
        return tr("12# guns");
    case Weapon::Gun8pdr:
        return tr("8# guns");
    case Weapon::Gun6pdr:
        return tr("6# guns");
    case Weapon::Gun4pdr:
        return tr("4# guns");
    case Weapon::Gun3pdrAustrian:
        return tr("3# Austrian guns");
    }
    return toName(value);
}

QString VocabularyText::text(Shot value)
{
    switch (value) {
    case Shot::Ball:
        return tr("ball");
    case Shot::Canister:
        return tr("canister");
    }
    return toName(value);
}

QString VocabularyText::text(DisciplineSituation value)
{
    switch (value) {
    case DisciplineSituation::Normal:
        return tr("normal");
    case DisciplineSituation::InSmoke:
        return tr("in smoke");
    case DisciplineSituation::Firefight:
        return tr("in a firefight");
    }
    return toName(value);
}

namespace {

template<typename Word> QString wordText(const std::optional<Word> &word, const QString &id)
{
    return word ? VocabularyText::text(*word) : id;
}

} // namespace

QString VocabularyText::fieldText(const QString &field, const QString &id)
{
    if (field == QLatin1String("arm"))
        return wordText(armFromName(id), id);
    if (field == QLatin1String("class"))
        return wordText(troopClassFromName(id), id);
    if (field == QLatin1String("weapon"))
        return wordText(weaponFromName(id), id);
    if (field == QLatin1String("morale"))
        return wordText(moraleFromName(id), id);
    if (field == QLatin1String("formation"))
        return wordText(formationFromName(id), id);
    if (field == QLatin1String("terrain"))
        return wordText(terrainFromName(id), id);
    if (field == QLatin1String("shot"))
        return wordText(shotFromName(id), id);
    return id;
}

QString VocabularyText::inches(double value)
{
    return number(value) + QLatin1Char('"');
}

QString VocabularyText::number(double value)
{
    return QLocale().toString(value, 'g', 6);
}

} // namespace Adc
