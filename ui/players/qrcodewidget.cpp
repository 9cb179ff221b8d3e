#include "ui/players/qrcodewidget.h"

#include "print/qr/qrpainter.h"

#include <QPainter>

namespace Adc {

QrCodeWidget::QrCodeWidget(QWidget *parent)
    : QWidget(parent)
{
    // One size, large enough for a phone's camera across the table: grown
    // to a card's width, three cards (two sides and the table display) no
    // longer fit the players' dialog without scrolling.
    setFixedSize(140, 140);
}

void QrCodeWidget::setText(const QString &text)
{
    m_text = text;
    const Result<QrMatrix> matrix = QrMatrix::encode(text.toUtf8());
    m_matrix = matrix ? std::optional<QrMatrix>(*matrix) : std::nullopt;
    setToolTip(matrix ? text : matrix.error());
    update();
}

void QrCodeWidget::paintEvent(QPaintEvent *)
{
    if (!m_matrix)
        return;
    QPainter painter(this);
    QrPainter::draw(painter, *m_matrix, rect());
}

} // namespace Adc
