// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/catalog/partcatalog.h"
#include "core/model/build.h"

#include <QPageSize>
#include <QString>

#include <functional>
#include <optional>

class QPagedPaintDevice;
class QPainter;

namespace rigsmith::ui {

// A build sheet: what a user hands to whoever approves or assembles the machine. Title block,
// summary, parts table with prices and their sources, the chassis drawing at a stated scale,
// findings, power, PCIe and thermal tables, the GPU value map and the cost breakdown; a footer
// with page x of y and the data attribution on every page. Drawn as vectors on any paged device
// (a PDF writer or a printer); tables that run past a page repeat their header.
class BuildSheet
{
public:
    struct Options
    {
        QPageSize pageSize = QPageSize(QPageSize::A4);
        QString version; // Rigsmith's
        QDate catalogDate;
        const core::PartCatalog *catalog = nullptr; // for the value map; none: the chart is left out
    };

    BuildSheet(core::Build build, Options options);
    // Lays the sheet out and paints it; returns the number of pages.
    int paint(QPagedPaintDevice *device) const;

    // Writes the sheet to `path` atomically (QSaveFile), so a failure leaves any old file as it
    // was. Returns why it could not, or nothing.
    std::optional<QString> exportPdf(const QString &path) const;

private:
    core::Build mBuild;
    Options mOptions;
};

} // namespace rigsmith::ui
