#pragma once

#include "dice/diceroll.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace Adc {

// The dice of an action as a dialog took them, for the Battle to log as
// they fell: each roll's faces, and "rolled" naming the dice the window
// rolled on screen; the others the umpire typed from the table
// (LoggedRolls reads them so).
class RolledDice
{
public:
    // `rolled`: fields whose dice the window rolls on screen whenever the
    // action holds them.
    explicit RolledDice(const QStringList &rolled = {})
        : m_rolled(rolled)
    {
    }

    // A field holding one roll's faces ("faces" of a discipline roll).
    void setFaces(const QString &field, const DiceRoll &roll, bool onScreen);
    // The index-th roll of a field holding one list of faces a roll
    // ("faces" of a charge, "boxcars_faces" of a fire).
    void setFacesAt(const QString &field, int index, const DiceRoll &roll, bool onScreen);
    // A field holding a total the window rolled on screen ("die").
    void markRolled(const QString &field);
    void clear();
    // The fields rolled on screen, each "field" or "field[i]".
    const QStringList &rolled() const { return m_rolled; }

    // Adds the faces, and "rolled" for the dice the action holds.
    void addTo(QJsonObject &action) const;
    static QJsonArray faces(const DiceRoll &roll);

private:
    QJsonObject m_faces;
    QHash<QString, QJsonArray> m_lists;
    QStringList m_rolled;
};

} // namespace Adc
