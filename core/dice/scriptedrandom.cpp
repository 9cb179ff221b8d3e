#include "core/dice/scriptedrandom.h"

#include <QCoreApplication>

namespace Adc {

ScriptedRandom::ScriptedRandom(QList<int> faces)
    : m_faces(std::move(faces))
{
}

void ScriptedRandom::append(const QList<int> &faces)
{
    m_faces << faces;
}

int ScriptedRandom::roll(int sides)
{
    if (m_next >= m_faces.size()) {
        if (m_error.isEmpty()) {
            m_error = QCoreApplication::translate("Adc::ScriptedRandom",
                                                  "no face left for die %1 (a d%2): only %3 given")
                          .arg(m_next + 1)
                          .arg(sides)
                          .arg(m_faces.size());
        }
        ++m_next;
        return 1;
    }
    const int face = m_faces.at(m_next);
    ++m_next;
    if (face < 1 || face > sides) {
        if (m_error.isEmpty()) {
            m_error
                = QCoreApplication::translate("Adc::ScriptedRandom",
                                              "die %1 shows %2, which a d%3 cannot show (1 to %3)")
                      .arg(m_next)
                      .arg(face)
                      .arg(sides);
        }
        return 1;
    }
    return face;
}

} // namespace Adc
