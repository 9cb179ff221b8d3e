#pragma once

#include <QString>
#include <QStringList>

namespace Adc {

// Which dice of an action a dialog rolled on screen, for the order's
// "rolled" (Order::rolled): the others the umpire typed from the table, and
// the log says which is which (LoggedRolls).
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
    void setFaces(const QString &field, bool onScreen);
    // The index-th roll of a field holding one list of faces a roll
    // ("faces" of a charge, "boxcars_faces" of a fire).
    void setFacesAt(const QString &field, int index, bool onScreen);
    // A field holding a total the window rolled on screen ("die").
    void markRolled(const QString &field);
    void clear() { m_rolled.clear(); }
    // The fields rolled on screen, each "field" or "field[i]".
    const QStringList &rolled() const { return m_rolled; }

private:
    void set(const QString &item, bool onScreen);

    QStringList m_rolled;
};

} // namespace Adc
