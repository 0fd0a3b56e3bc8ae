import { graphql } from "../gql";

/** What the unit of length changes: the update answers it, so the configurator shows the new unit's. */
export const ModelMeasuresFragment = graphql(`
  fragment ModelMeasures on ModelFile {
    unitOfLength
    dimensions {
      x
      y
      z
    }
    analysis {
      triangles
      volume
      area
      shells
      thickness {
        min
      }
    }
    wallThicknessDataUrl
  }
`);

export const ModelFileDocument = graphql(`
  query ModelFile($id: ID!) {
    modelFile(id: $id) {
      id
      name
      status
      analysisStage
      task {
        id
      }
      suggestedUnitOfLength
      warnings {
        code
      }
      ...ModelMeasures
      repairInfo {
        flippedPolygons
        removedFlatOpenShells
        closedOpenLoops
        mergedVertexPairs
        changed
      }
      viewerModelUrl
      frontPictureUrl
      repairedDownloadUrl
    }
  }
`);

export const PriceMatrixDocument = graphql(`
  query PriceMatrix($modelFileId: ID!, $scale: Float!, $unit: UnitOfLength, $quantity: Int!, $language: Language) {
    printModes(language: $language) {
      id
      name
      printModeMaterial {
        name
      }
      printModeMethod {
        name
      }
      features {
        description
        surfaceQuality
        applications
        maxDimensions {
          x
          y
          z
        }
        maxSumOfSides
        minFeatureSize
        resolutionXY
        resolutionZ
        ranking {
          criterion
          name
          value
          max
        }
      }
      surfaceFinishes {
        id
        name
        colors {
          id
          name
          hex
          price(modelFileId: $modelFileId, scale: $scale, unit: $unit, quantity: $quantity) {
            printable
            tooLarge
            tooSmall
            net
            gross
            pieceNet
            pieceGross
            taxRate
            productionDays
          }
        }
      }
    }
  }
`);

export const UpdateModelFileDocument = graphql(`
  mutation UpdateModelFile($id: ID!, $input: ModelFileUpdateInput!) {
    updateModelFile(id: $id, input: $input) {
      __typename
      ... on ModelFile {
        id
        name
        ...ModelMeasures
      }
    }
  }
`);
