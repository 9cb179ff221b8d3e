#include "print/qr/qrmatrix.h"

#include <QCoreApplication>
#include <cerrno>
#include <cstring>
#include <memory>
#include <qrencode.h>

namespace Adc {

Result<QrMatrix> QrMatrix::encode(const QByteArray &text)
{
    errno = 0;
    const std::unique_ptr<QRcode, decltype(&QRcode_free)> code(
        QRcode_encodeData(int(text.size()),
                          reinterpret_cast<const unsigned char *>(text.constData()), 0,
                          QR_ECLEVEL_M),
        &QRcode_free);
    if (!code)
        return Failure::failed(
            QCoreApplication::translate("Adc::QrMatrix", "cannot make a QR code (%1)")
                .arg(QString::fromLocal8Bit(std::strerror(errno))));
    QrMatrix matrix;
    matrix.m_size = code->width;
    matrix.m_dark.reserve(code->width * code->width);
    // libqrencode marks a dark module in the lowest bit of its byte.
    for (int i = 0; i < code->width * code->width; ++i)
        matrix.m_dark.append((code->data[i] & 1) != 0);
    return matrix;
}

} // namespace Adc
