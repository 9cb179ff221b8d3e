#pragma once

#include "core/dice/randomsource.h"

#include <QList>
#include <QString>

namespace Adc {

// Faces given in advance, returned in order: the dice the umpire rolled at
// the table and typed in, or a test's script. A face the die cannot show, or
// a roll after the faces ran out, is recorded as an error (the first one is
// kept) and answered with 1 so the caller can finish and then check ok().
class ScriptedRandom : public RandomSource
{
public:
    explicit ScriptedRandom(QList<int> faces = {});

    // Appends faces to the script.
    void append(const QList<int> &faces);
    int roll(int sides) override;

    int used() const { return m_next; }
    int remaining() const { return m_next >= m_faces.size() ? 0 : int(m_faces.size()) - m_next; }
    bool ok() const { return m_error.isEmpty(); }
    const QString &error() const { return m_error; }

private:
    QList<int> m_faces;
    int m_next = 0;
    QString m_error;
};

} // namespace Adc
