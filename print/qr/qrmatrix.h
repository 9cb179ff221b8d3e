#pragma once

#include "core/common/result.h"

#include <QByteArray>
#include <QList>

namespace Adc {

// A QR code's modules, made by libqrencode: the square of dark and light
// modules a phone's camera reads, without the quiet zone around it. The
// same text always gives the same matrix (error correction level M, the
// smallest version that holds the text, bytes as they are).
class QrMatrix
{
public:
    static Result<QrMatrix> encode(const QByteArray &text);

    // Modules on a side: 21 for version 1, four more each version.
    int size() const { return m_size; }
    int version() const { return (m_size - 17) / 4; }
    bool isDark(int x, int y) const { return m_dark.at(y * m_size + x); }

private:
    QrMatrix() = default;

    int m_size = 0;
    QList<bool> m_dark; // row by row
};

} // namespace Adc
