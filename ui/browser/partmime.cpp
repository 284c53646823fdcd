// SPDX-License-Identifier: GPL-3.0-or-later
#include "partmime.h"

#include <QApplication>
#include <QFontMetrics>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMimeData>
#include <QPainter>
#include <QPixmap>

namespace rigsmith::ui {

QMimeData *makePartMime(const DragPayload &payload)
{
    QJsonObject o {{QStringLiteral("id"), payload.id.key()}};
    if (payload.fromSlot)
        o.insert(QStringLiteral("fromSlot"), *payload.fromSlot);
    auto *mime = new QMimeData;
    mime->setData(QString::fromLatin1(kPartMimeType), QJsonDocument(o).toJson(QJsonDocument::Compact));
    mime->setText(payload.id.key());
    return mime;
}

std::optional<DragPayload> readPartMime(const QMimeData *mime)
{
    if (!mime || !mime->hasFormat(QString::fromLatin1(kPartMimeType)))
        return std::nullopt;
    const QJsonObject o = QJsonDocument::fromJson(mime->data(QString::fromLatin1(kPartMimeType))).object();
    const QString id = o.value(QStringLiteral("id")).toString();
    if (!core::PartId::isValidKey(id))
        return std::nullopt;
    DragPayload p {core::PartId(id), std::nullopt};
    if (o.contains(QStringLiteral("fromSlot")))
        p.fromSlot = o.value(QStringLiteral("fromSlot")).toInt();
    return p;
}

QPixmap makeDragImage(const QString &name, double ratio)
{
    QFont font = QApplication::font();
    font.setBold(true);
    const QFontMetrics metrics(font);
    const QString text = metrics.elidedText(name, Qt::ElideRight, 26 * metrics.averageCharWidth());
    const QSize size(metrics.horizontalAdvance(text) + 16, metrics.height() + 8);
    QPixmap pixmap(size * ratio);
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor(40, 70, 120), 1));
    p.setBrush(QColor(235, 242, 252, 230));
    p.drawRoundedRect(QRectF(0.5, 0.5, size.width() - 1, size.height() - 1), 5, 5);
    p.setFont(font);
    p.setPen(QColor(20, 30, 50));
    p.drawText(QRect(QPoint(0, 0), size), Qt::AlignCenter, text);
    return pixmap;
}

} // namespace rigsmith::ui
