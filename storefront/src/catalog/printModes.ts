import { graphql } from "../gql";

export const PrintModesQuery = graphql(`
  query PrintModes($language: Language) {
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
        maxDimensions {
          x
          y
          z
        }
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
      }
      colors {
        id
        name
        hex
      }
      startingPrice {
        net
        gross
      }
      picture {
        url
        width
        height
      }
    }
  }
`);
