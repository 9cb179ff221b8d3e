// The QR code of a players' view address: the size its version gives, the
// three finder patterns and the timing patterns a reader looks for, and the
// same matrix for the same text.
#include "print/qr/qrmatrix.h"
#include "testsuite.h"

#include <QTest>

using namespace Adc;

class QrMatrixTest : public QObject
{
    Q_OBJECT

private:
    static const QByteArray &address()
    {
        static const QByteArray text(
            "http://192.168.1.20:8315/side/0123456789abcdef0123456789abcdef");
        return text;
    }
    // The 7 by 7 finder: a dark ring, a light ring, a dark 3 by 3 centre.
    static bool isFinder(const QrMatrix &matrix, int left, int top)
    {
        for (int y = 0; y < 7; ++y) {
            for (int x = 0; x < 7; ++x) {
                const int ring = std::min({ x, y, 6 - x, 6 - y });
                if (matrix.isDark(left + x, top + y) != (ring != 1))
                    return false;
            }
        }
        return true;
    }

private Q_SLOTS:
    void sizeFollowsTheVersion_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("size");
        // Level M holds 14 bytes in version 1, 62 in version 4.
        QTest::newRow("one byte, version 1") << QByteArray("A") << 21;
        QTest::newRow("a side's address, version 4") << address() << 33;
    }
    void sizeFollowsTheVersion()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, size);
        const Result<QrMatrix> matrix = QrMatrix::encode(text);
        QVERIFY2(matrix, qPrintable(matrix.error()));
        QCOMPARE(matrix->size(), size);
        QCOMPARE(matrix->size(), 17 + 4 * matrix->version());
    }

    void finderAndTimingPatternsAreInPlace()
    {
        const Result<QrMatrix> matrix = QrMatrix::encode(address());
        QVERIFY(matrix);
        const int last = matrix->size() - 7;
        QVERIFY(isFinder(*matrix, 0, 0));
        QVERIFY(isFinder(*matrix, last, 0));
        QVERIFY(isFinder(*matrix, 0, last));
        QVERIFY(!isFinder(*matrix, last, last));
        // The separators around the finders are light.
        for (int i = 0; i < 8; ++i) {
            QVERIFY(!matrix->isDark(7, i));
            QVERIFY(!matrix->isDark(i, 7));
            QVERIFY(!matrix->isDark(matrix->size() - 8, i));
        }
        // Timing patterns alternate between the finders, dark first.
        for (int i = 8; i < matrix->size() - 8; ++i) {
            QCOMPARE(matrix->isDark(i, 6), i % 2 == 0);
            QCOMPARE(matrix->isDark(6, i), i % 2 == 0);
        }
        // The dark module beside the bottom-left finder.
        QVERIFY(matrix->isDark(8, 4 * matrix->version() + 9));
    }

    void sameTextSameMatrix()
    {
        const Result<QrMatrix> first = QrMatrix::encode(address());
        const Result<QrMatrix> second = QrMatrix::encode(address());
        QByteArray other = address();
        other[other.size() - 1] = '0';
        const Result<QrMatrix> third = QrMatrix::encode(other);
        QVERIFY(first && second && third);
        QCOMPARE(third->size(), first->size());
        int differing = 0;
        for (int y = 0; y < first->size(); ++y) {
            for (int x = 0; x < first->size(); ++x) {
                QCOMPARE(second->isDark(x, y), first->isDark(x, y));
                differing += first->isDark(x, y) != third->isDark(x, y) ? 1 : 0;
            }
        }
        QVERIFY(differing > 0);
    }

    void tooLongATextIsRefused()
    {
        // Version 40 at level M holds 2,331 bytes.
        const Result<QrMatrix> matrix = QrMatrix::encode(QByteArray(4000, 'x'));
        QVERIFY(!matrix);
        QVERIFY(!matrix.error().isEmpty());
    }
};

ADC_TEST_APPLESS_MAIN(QrMatrixTest)
#include "tst_qrmatrix.moc"
