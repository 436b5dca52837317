// Each test file boots its own app; MikroORM's metadata must not leak between them.
const { MetadataStorage } = require("@medusajs/framework/mikro-orm/core")

MetadataStorage.clear()
